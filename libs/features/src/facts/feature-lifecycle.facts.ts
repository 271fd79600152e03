import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FlagType } from '@pennant/events';

/** One flag seen by an SDK in one environment, by one app. */
export interface FlagSighting {
  feature: string;
  environment: string;
  app: string;
}

/**
 * The sightings that could move a lifecycle: an active flag in a known environment that has not
 * reached `pre-live`, or is enabled in a production environment and has not reached `live`.
 */
const SDK_USAGE_CANDIDATES = `
  SELECT DISTINCT ON (s.feature, s.environment) s.feature, s.environment, s.app, e.type AS "environmentType"
    FROM jsonb_to_recordset($1::jsonb) AS s(feature text, environment text, app text)
    JOIN rm_environments e ON e.name = s.environment
    JOIN rm_features f ON f.name = s.feature AND f.archived_at IS NULL
    LEFT JOIN rm_feature_environments fe ON fe.feature_name = s.feature AND fe.environment = s.environment
   WHERE NOT EXISTS (SELECT 1 FROM rm_feature_lifecycle l WHERE l.feature = s.feature AND l.stage = 'pre-live')
      OR (e.type = 'production' AND fe.enabled AND NOT EXISTS (SELECT 1 FROM rm_feature_lifecycle l WHERE l.feature = s.feature AND l.stage = 'live'))
   ORDER BY s.feature, s.environment, s.app`;

/**
 * The candidates of the flags' lifecycle jobs, from the feature-view read model (rm_features,
 * rm_feature_environments, rm_feature_lifecycle; the environment's type from the catalog's
 * rm_environments, one step away as ADR 0045 allows). Candidates only: the decider re-checks each
 * flag on its stream, so a lagging read model costs a no-op, never a wrong event.
 */
@Injectable()
export class FeatureLifecycleFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** Active, not (potentially) stale flags older at `now` than their type's lifetime in days, oldest first. */
  async pastTheirLifetime(lifetimeDays: Partial<Record<FlagType, number>>, now: Date): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT f.name FROM rm_features f
         JOIN jsonb_each_text($1::jsonb) AS l(type, days) ON l.type = f.type
        WHERE f.archived_at IS NULL AND NOT f.stale AND NOT f.potentially_stale
          AND f.created_at + make_interval(days => l.days::int) < $2
        ORDER BY f.created_at, f.name`,
      [JSON.stringify(lifetimeDays), now],
    )) as { name: string }[];
    return rows.map((r) => r.name);
  }

  /** The sightings that could record a lifecycle stage, one per flag and environment (the first app by name). */
  async sdkUsageCandidates(sightings: readonly FlagSighting[]): Promise<(FlagSighting & { environmentType: string })[]> {
    if (sightings.length === 0) return [];
    return (await this.dataSource.query(SDK_USAGE_CANDIDATES, [JSON.stringify(sightings)])) as (FlagSighting & {
      environmentType: string;
    })[];
  }
}
