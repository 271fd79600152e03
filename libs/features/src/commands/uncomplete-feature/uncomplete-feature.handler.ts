import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { UncompleteFeatureCommand } from './uncomplete-feature.command';

@CommandHandler(UncompleteFeatureCommand)
export class UncompleteFeatureHandler implements ICommandHandler<UncompleteFeatureCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: UncompleteFeatureCommand): Promise<WriteReceipt> {
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: { kind: 'uncomplete', name: command.name, project: command.project },
    });
    return result.receipt;
  }
}
