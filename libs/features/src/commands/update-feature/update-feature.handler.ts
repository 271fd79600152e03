import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { CLOCK, InvalidOperationError, type Clock } from '@pennant/platform';
import { FeatureFacts } from '../../facts/feature.facts';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { UpdateFeatureCommand } from './update-feature.command';

@CommandHandler(UpdateFeatureCommand)
export class UpdateFeatureHandler implements ICommandHandler<UpdateFeatureCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly facts: FeatureFacts,
  ) {}

  async execute(command: UpdateFeatureCommand): Promise<WriteReceipt> {
    if (command.changes.archived === true) {
      // Same rule as the archive endpoint (same accepted race: see ArchiveFeaturesHandler).
      const children = await this.facts.childrenOf(command.name);
      if (children.length > 0) {
        throw new InvalidOperationError(
          `The flag "${command.name}" cannot be archived: the flags ${children.map((c) => `"${c}"`).join(', ')} depend on it. Archive them too, or remove their dependency first.`,
        );
      }
    }
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: {
        kind: 'update',
        name: command.name,
        project: command.project,
        changes: command.changes,
        now: this.clock.now().toISOString(),
      },
    });
    return result.receipt;
  }
}
