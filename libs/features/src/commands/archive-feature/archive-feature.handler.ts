import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, InvalidOperationError, type Clock } from '@pennant/platform';
import { FeatureBatchExecutor } from '../feature-batch-executor.service';
import { FeatureFacts } from '../../facts/feature.facts';
import { ArchiveFeaturesCommand } from './archive-feature.command';
import type { WriteReceipt } from '@pennant/core';

@CommandHandler(ArchiveFeaturesCommand)
export class ArchiveFeaturesHandler implements ICommandHandler<ArchiveFeaturesCommand> {
  constructor(
    private readonly batch: FeatureBatchExecutor,
    private readonly facts: FeatureFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: ArchiveFeaturesCommand): Promise<WriteReceipt> {
    await this.assertNoOtherDependents(command.names);
    const now = this.clock.now().toISOString();
    return this.batch.execute(command.actor, command.names, (name) => ({ kind: 'archive', name, project: command.project, now }), {
      ignoreMissing: command.ignoreMissing,
    });
  }

  /**
   * A flag that other (active) flags depend on cannot be archived unless they are archived in
   * the same request (Unleash, 403). Read from the caught-up read model; a dependency added
   * between this read and the append is the accepted race.
   */
  private async assertNoOtherDependents(names: readonly string[]): Promise<void> {
    const archiving = new Set(names);
    for (const name of archiving) {
      const blocking = (await this.facts.childrenOf(name)).filter((child) => !archiving.has(child));
      if (blocking.length > 0) {
        throw new InvalidOperationError(
          `The flag "${name}" cannot be archived: the flags ${blocking.map((c) => `"${c}"`).join(', ')} depend on it. Archive them too, or remove their dependency first.`,
        );
      }
    }
  }
}
