import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { FeatureFacts } from '../../facts/feature.facts';
import { AddDependencyCommand, RemoveDependenciesCommand } from './manage-dependencies.command';

@CommandHandler(AddDependencyCommand)
export class AddDependencyHandler implements ICommandHandler<AddDependencyCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: FeatureFacts,
  ) {}

  async execute(command: AddDependencyCommand): Promise<WriteReceipt> {
    const facts = await this.facts.dependencyFacts(command.name, command.parent);
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: {
        kind: 'add-dependency',
        name: command.name,
        project: command.project,
        parent: command.parent,
        enabled: command.enabled,
        variants: command.variants,
        facts,
      },
    });
    return result.receipt;
  }
}

@CommandHandler(RemoveDependenciesCommand)
export class RemoveDependenciesHandler implements ICommandHandler<RemoveDependenciesCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: RemoveDependenciesCommand): Promise<WriteReceipt> {
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: {
        kind: 'remove-dependencies',
        name: command.name,
        project: command.project,
        ...(command.parent !== undefined ? { parent: command.parent } : {}),
      },
    });
    return result.receipt;
  }
}
