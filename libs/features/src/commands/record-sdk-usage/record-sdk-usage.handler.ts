import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandExecutor } from '@pennant/core';
import { SYSTEM_ACTOR } from '@pennant/events';
import { logger } from '@pennant/platform';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { RecordSdkUsageCommand } from '@pennant/client-api';

/**
 * The sightings that could move a lifecycle, by the read model: an active flag in a known
 * environment that has not reached `pre-live`, or is enabled in a production environment and has
 * not reached `live`. Everything else — the steady state of a flag in use — costs this one query.
 */
const CANDIDATES = `
  SELECT DISTINCT ON (s.feature, s.environment) s.feature, s.environment, s.app, e.type AS environment_type
    FROM jsonb_to_recordset($1::jsonb) AS s(feature text, environment text, app text)
    JOIN rm_environments e ON e.name = s.environment
    JOIN rm_features f ON f.name = s.feature AND f.archived_at IS NULL
    LEFT JOIN rm_feature_environments fe ON fe.feature_name = s.feature AND fe.environment = s.environment
   WHERE NOT EXISTS (SELECT 1 FROM rm_feature_lifecycle l WHERE l.feature = s.feature AND l.stage = 'pre-live')
      OR (e.type = 'production' AND fe.enabled AND NOT EXISTS (SELECT 1 FROM rm_feature_lifecycle l WHERE l.feature = s.feature AND l.stage = 'live'))
   ORDER BY s.feature, s.environment, s.app`;

/**
 * Runs after each metrics flush. Candidates come from the read model; the decider re-checks each
 * on the flag's stream, so a lagging read model, several nodes flushing at once or a retry record
 * each stage once. Stages are events (`client-metrics`, by the system user), so they survive
 * rebuilds and time travel like every other part of a flag.
 */
@CommandHandler(RecordSdkUsageCommand)
export class RecordSdkUsageHandler implements ICommandHandler<RecordSdkUsageCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: CommandExecutor,
  ) {}

  async execute({ sightings }: RecordSdkUsageCommand): Promise<{ recorded: number }> {
    if (sightings.length === 0) return { recorded: 0 };
    const rows = (await this.dataSource.query(CANDIDATES, [JSON.stringify(sightings.map((s) => ({ feature: s.feature, environment: s.environment, app: s.appName })))])) as {
      feature: string;
      environment: string;
      app: string;
      environment_type: string;
    }[];
    let recorded = 0;
    for (const row of rows) {
      try {
        const result = await this.executor.execute({
          streamId: featureStreamId(row.feature),
          decider: featureDecider,
          actor: SYSTEM_ACTOR,
          command: { kind: 'record-sdk-usage', name: row.feature, environment: row.environment, environmentType: row.environment_type, appName: row.app },
        });
        recorded += result.events.length;
      } catch (error) {
        // One busy flag must not hold back the others; the next flush asks again.
        logger.warn('recording an SDK lifecycle stage failed', { feature: row.feature, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return { recorded };
  }
}
