import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FeatureBatchExecutor } from '../feature-batch-executor.service';
import { ReviveFeaturesCommand } from './revive-feature.command';
import type { WriteReceipt } from '@pennant/core';

@CommandHandler(ReviveFeaturesCommand)
export class ReviveFeaturesHandler implements ICommandHandler<ReviveFeaturesCommand> {
  constructor(private readonly batch: FeatureBatchExecutor) {}

  execute(command: ReviveFeaturesCommand): Promise<WriteReceipt> {
    return this.batch.execute(command.actor, command.names, (name) => ({ kind: 'revive', name, project: command.project }), {
      ignoreMissing: command.ignoreMissing,
    });
  }
}
