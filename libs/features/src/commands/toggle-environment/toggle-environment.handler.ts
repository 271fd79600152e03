import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { ID_GENERATOR, type IdGenerator } from '@pennant/platform';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { EnvironmentNotFoundError } from '../../domain/feature.errors';
import { FeatureFacts } from '../../facts/feature.facts';
import { ToggleEnvironmentCommand } from './toggle-environment.command';

@CommandHandler(ToggleEnvironmentCommand)
export class ToggleEnvironmentHandler implements ICommandHandler<ToggleEnvironmentCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: FeatureFacts,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute(command: ToggleEnvironmentCommand): Promise<WriteReceipt> {
    if (!(await this.facts.environmentInProject(command.project, command.environment)))
      throw new EnvironmentNotFoundError(command.environment, command.project);
    await this.facts.assertDirectEditAllowed(command.project, command.environment);
    const projectDefaultStrategy = await this.facts.projectDefaultStrategy(command.project, command.environment);
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: {
        kind: 'toggle-environment',
        name: command.name,
        project: command.project,
        environment: command.environment,
        enabled: command.enabled,
        defaultStrategyId: this.ids.uuid(),
        projectDefaultStrategy,
      },
    });
    return result.receipt;
  }
}
