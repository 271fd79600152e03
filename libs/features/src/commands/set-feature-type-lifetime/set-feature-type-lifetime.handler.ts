import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import type { FeatureTypeData } from '@pennant/events';
import { FEATURE_TYPES_STREAM, featureTypesDecider } from '../../domain/feature-types.decider';
import { BUILT_IN_FEATURE_TYPES, featureType } from '../../model/feature-types';
import { SetFeatureTypeLifetimeCommand } from './set-feature-type-lifetime.command';

/** Decided on the feature-types stream; answers the type as it is afterwards. The potentially-stale job reads the new lifetime on its next run. */
@CommandHandler(SetFeatureTypeLifetimeCommand)
export class SetFeatureTypeLifetimeHandler implements ICommandHandler<SetFeatureTypeLifetimeCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: SetFeatureTypeLifetimeCommand): Promise<{ type: FeatureTypeData; receipt: WriteReceipt }> {
    const result = await this.executor.execute({
      streamId: FEATURE_TYPES_STREAM,
      decider: featureTypesDecider,
      actor: command.actor,
      command: { kind: 'set-lifetime', id: command.id, lifetimeDays: command.lifetimeDays },
    });
    return {
      type: featureType(result.state, BUILT_IN_FEATURE_TYPES.find((t) => t.id === command.id) as FeatureTypeData),
      receipt: result.receipt,
    };
  }
}
