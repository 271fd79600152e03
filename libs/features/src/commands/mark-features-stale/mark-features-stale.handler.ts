import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@pennant/platform';
import { FeatureBatchExecutor } from '../feature-batch-executor.service';
import { MarkFeaturesStaleCommand } from './mark-features-stale.command';
import type { WriteReceipt } from '@pennant/core';

/** The update decider with `{stale}` only, for every flag at once (a flag of another project fails the batch: 404). */
@CommandHandler(MarkFeaturesStaleCommand)
export class MarkFeaturesStaleHandler implements ICommandHandler<MarkFeaturesStaleCommand> {
  constructor(
    private readonly batch: FeatureBatchExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: MarkFeaturesStaleCommand): Promise<WriteReceipt> {
    const now = this.clock.now().toISOString();
    return this.batch.execute(
      command.actor,
      command.names,
      (name) => ({ kind: 'update', name, project: command.project, changes: { stale: command.stale }, now }),
      { ignoreMissing: true },
    );
  }
}
