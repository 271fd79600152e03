import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FeatureBatchExecutor } from '../feature-batch-executor.service';
import { DeleteFeaturesCommand } from './delete-feature.command';
import type { WriteReceipt } from '@pennant/core';

/** Active flags are refused (409 FeatureNotArchivedError) and fail the whole batch. */
@CommandHandler(DeleteFeaturesCommand)
export class DeleteFeaturesHandler implements ICommandHandler<DeleteFeaturesCommand> {
  constructor(private readonly batch: FeatureBatchExecutor) {}

  execute(command: DeleteFeaturesCommand): Promise<WriteReceipt> {
    return this.batch.execute(command.actor, command.names, (name) => ({ kind: 'delete', name, project: command.project }), {
      ignoreMissing: command.ignoreMissing,
    });
  }
}
