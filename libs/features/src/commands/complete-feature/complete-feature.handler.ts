import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { CompleteFeatureCommand } from './complete-feature.command';

@CommandHandler(CompleteFeatureCommand)
export class CompleteFeatureHandler implements ICommandHandler<CompleteFeatureCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: CompleteFeatureCommand): Promise<WriteReceipt> {
    const { name, project, status, statusValue } = command;
    const result = await this.executor.execute({
      streamId: featureStreamId(name),
      decider: featureDecider,
      actor: command.actor,
      command: { kind: 'complete', name, project, status, ...(statusValue !== undefined ? { statusValue } : {}) },
    });
    return result.receipt;
  }
}
