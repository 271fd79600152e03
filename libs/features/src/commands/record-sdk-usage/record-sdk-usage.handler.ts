import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import { SYSTEM_ACTOR } from '@pennant/events';
import { logger } from '@pennant/platform';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { RecordSdkUsageCommand } from '@pennant/client-api';
import { FeatureLifecycleFacts } from '../../facts/feature-lifecycle.facts';

/**
 * Runs after each metrics flush. Candidates (the sightings that could move a lifecycle) come from
 * the read model in one query (`FeatureLifecycleFacts`); the decider re-checks each on the flag's stream, so a lagging read model, several nodes flushing at once or a retry record
 * each stage once. Stages are events (`client-metrics`, by the system user), so they survive
 * rebuilds and time travel like every other part of a flag.
 */
@CommandHandler(RecordSdkUsageCommand)
export class RecordSdkUsageHandler implements ICommandHandler<RecordSdkUsageCommand> {
  constructor(
    private readonly facts: FeatureLifecycleFacts,
    private readonly executor: CommandExecutor,
  ) {}

  async execute({ sightings }: RecordSdkUsageCommand): Promise<{ recorded: number }> {
    if (sightings.length === 0) return { recorded: 0 };
    const rows = await this.facts.sdkUsageCandidates(
      sightings.map((s) => ({ feature: s.feature, environment: s.environment, app: s.appName })),
    );
    let recorded = 0;
    for (const row of rows) {
      try {
        const result = await this.executor.execute({
          streamId: featureStreamId(row.feature),
          decider: featureDecider,
          actor: SYSTEM_ACTOR,
          command: {
            kind: 'record-sdk-usage',
            name: row.feature,
            environment: row.environment,
            environmentType: row.environmentType,
            appName: row.app,
          },
        });
        recorded += result.events.length;
      } catch (error) {
        // One busy flag must not hold back the others; the next flush asks again.
        logger.warn('recording an SDK lifecycle stage failed', {
          feature: row.feature,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return { recorded };
  }
}
