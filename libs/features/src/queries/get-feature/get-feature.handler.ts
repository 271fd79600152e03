import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { avatarUrl } from '@pennant/platform';
import { FeatureUsage, type FeatureUsageSnapshot } from '@pennant/client-api';
import { GetFeatureQuery } from './get-feature.query';
import type { FeatureEnvironmentResponse, FeatureResponse } from './get-feature.response';
import { userShapedCreator, type EnvironmentVariant, type TagRef } from '@pennant/events';
import { RELATIONS_SQL } from './get-feature-relations.sql';
import { STRATEGIES_JSON, toStrategyResponse, type StrategyRowSql } from '../strategy.response';

interface FeatureRowSql {
  name: string;
  project: string;
  type: string;
  description: string | null;
  stale: boolean;
  impression_data: boolean;
  created_at: Date;
  created_by_id: number | null;
  created_by_name: string | null;
  archived_at: Date | null;
  last_seen_at: Date | null;
  lifecycle_stage: string;
  lifecycle_entered_at: Date;
  /** The kept/discarded of a completed flag (its current stage's status). */
  lifecycle_status: string | null;
  environments: {
    name: string;
    type: string;
    sort_order: number;
    enabled: boolean;
    last_seen_at: string | null;
    strategies: StrategyRowSql[];
    variants: EnvironmentVariant[];
  }[];
  variants: EnvironmentVariant[];
  tags: TagRef[];
  dependencies: { feature: string; enabled: boolean; variants: string[] }[];
  children: string[];
}

/** Something that runs SQL: the DataSource, or a transaction (time travel reads its own tables). */
export interface FeatureSql {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** The Feature row with its environments (strategies, variants) and relations, for rows of rm_features f. */
const FEATURE_SELECT = `SELECT f.*,
       (SELECT l.status FROM rm_feature_lifecycle l WHERE l.feature = f.name AND l.stage = f.lifecycle_stage) AS lifecycle_status,
       coalesce((
        SELECT json_agg(json_build_object('name', e.name, 'type', e.type, 'sort_order', e.sort_order,
                 'enabled', coalesce(fe.enabled, false), 'last_seen_at', fe.last_seen_at,
                 'strategies', ${STRATEGIES_JSON.replace('env_name', 'e.name')}, 'variants', coalesce(fe.variants, '[]'::jsonb)) ORDER BY e.sort_order, e.name)
          FROM rm_project_environments pe
          JOIN rm_environments e ON e.name = pe.environment
          LEFT JOIN rm_feature_environments fe ON fe.feature_name = f.name AND fe.environment = e.name
         WHERE pe.project = f.project), '[]') AS environments, ${RELATIONS_SQL}
       FROM rm_features f`;
const ONE_FEATURE_SQL = `${FEATURE_SELECT} WHERE f.name = $1 AND f.project = $2`;
const NAMED_FEATURES_SQL = `${FEATURE_SELECT} WHERE f.name = ANY($1::text[])`;
const PROJECT_FEATURES_SQL = `${FEATURE_SELECT} WHERE f.project = $1 AND f.archived_at IS NULL ORDER BY f.name`;

/** The Feature response from the feature-view and catalog tables visible to `sql`. */
export async function loadFeature(
  sql: FeatureSql,
  project: string,
  name: string,
  includeArchived: boolean,
): Promise<FeatureResponse | null> {
  const rows = (await sql.query(ONE_FEATURE_SQL, [name, project])) as FeatureRowSql[];
  const row = rows[0];
  if (!row || (row.archived_at !== null && !includeArchived)) return null;
  return toFeatureResponse(row);
}

/** The named flags (archived ones included) in the Feature shape, in no particular order. */
export async function loadFeaturesNamed(sql: FeatureSql, names: readonly string[]): Promise<FeatureResponse[]> {
  const rows = (await sql.query(NAMED_FEATURES_SQL, [names])) as FeatureRowSql[];
  return rows.map(toFeatureResponse);
}

/** The project's active flags, by name, in the Feature shape. */
export async function loadProjectFeatures(sql: FeatureSql, project: string): Promise<FeatureResponse[]> {
  const rows = (await sql.query(PROJECT_FEATURES_SQL, [project])) as FeatureRowSql[];
  return rows.map(toFeatureResponse);
}

function later(a: string | null, b: Date | null): string | null {
  return b !== null && (a === null || b.toISOString() > a) ? b.toISOString() : a;
}

/**
 * What SDKs reported: `lastSeenAt` per environment (the flag's = the latest of them) and the last
 * hour's `yes`/`no` per environment, as search shows them (0 when nothing was reported).
 */
export function withLastSeen(feature: FeatureResponse, usage: FeatureUsageSnapshot): FeatureResponse {
  const seen = usage.get(feature.name);
  if (!seen) return feature;
  let lastSeenAt = feature.lastSeenAt;
  for (const e of seen.values()) lastSeenAt = later(lastSeenAt, e.lastSeenAt);
  const environments = feature.environments.map((e) => {
    const used = seen.get(e.name);
    return used ? { ...e, lastSeenAt: later(e.lastSeenAt, used.lastSeenAt), yes: used.yes, no: used.no } : e;
  });
  return { ...feature, lastSeenAt, environments };
}

/** Reads asked for in one turn of the event loop, answered by one statement. */
interface NamedRead {
  names: Set<string>;
  rows: Promise<Map<string, FeatureResponse>>;
}

@QueryHandler(GetFeatureQuery)
export class GetFeatureHandler implements IQueryHandler<GetFeatureQuery> {
  private pending: NamedRead | null = null;
  /** Flags asked for, and the statements that read them (tests see the batching). */
  readonly stats = { flags: 0, statements: 0 };

  constructor(
    private readonly dataSource: DataSource,
    private readonly usage: FeatureUsage,
  ) {}

  async execute(query: GetFeatureQuery): Promise<FeatureResponse | null> {
    const [feature, usage] = await Promise.all([this.named(query.name), this.usage.snapshot()]);
    if (!feature || feature.project !== query.project || (feature.archived && !query.includeArchived)) return null;
    return withLastSeen(feature, usage);
  }

  /**
   * The flag as its rows stand. The reads asked for in the same turn of the event loop go as ONE
   * statement (`name = ANY($1)`): the answers of the writes one projection batch applied are
   * released together (each asks once its receipt says the read models caught up, so the read is
   * sent after that batch committed), and so are concurrent GETs — the same code answers both.
   */
  private named(name: string): Promise<FeatureResponse | undefined> {
    let read = this.pending;
    if (read === null) {
      const names = new Set<string>();
      const rows = new Promise<Map<string, FeatureResponse>>((resolve, reject) =>
        setImmediate(() => {
          if (this.pending === read) this.pending = null;
          this.stats.statements += 1;
          loadFeaturesNamed(this.dataSource, [...names]).then((found) => resolve(new Map(found.map((f) => [f.name, f]))), reject);
        }),
      );
      read = this.pending = { names, rows };
    }
    read.names.add(name);
    this.stats.flags += 1;
    return read.rows.then((found) => found.get(name));
  }
}

function toFeatureResponse(row: FeatureRowSql): FeatureResponse {
  const environments: FeatureEnvironmentResponse[] = row.environments.map((e) => {
    const strategies = e.strategies.map(toStrategyResponse);
    return {
      name: e.name,
      featureName: row.name,
      environment: e.name,
      type: e.type,
      enabled: e.enabled,
      sortOrder: e.sort_order,
      variantCount: e.variants.length,
      strategies,
      variants: e.variants,
      lastSeenAt: e.last_seen_at ? new Date(e.last_seen_at).toISOString() : null,
      hasStrategies: strategies.length > 0,
      hasEnabledStrategies: strategies.some((s) => !s.disabled),
      yes: 0,
      no: 0,
    };
  });
  // Named as Unleash names a flag's creator (an admin token: its one admin-token user).
  const creatorName = userShapedCreator({ id: row.created_by_id ?? -1337, name: row.created_by_name ?? 'unknown' });
  return {
    name: row.name,
    type: row.type,
    description: row.description,
    archived: row.archived_at !== null,
    project: row.project,
    enabled: environments.some((e) => e.enabled),
    stale: row.stale,
    favorite: false,
    impressionData: row.impression_data,
    createdAt: row.created_at.toISOString(),
    createdBy: { id: row.created_by_id ?? -1337, name: creatorName, imageUrl: avatarUrl(creatorName) },
    archivedAt: row.archived_at ? row.archived_at.toISOString() : null,
    lastSeenAt: row.last_seen_at ? row.last_seen_at.toISOString() : null,
    environments,
    variants: row.variants,
    strategies: [],
    tags: row.tags,
    children: row.children,
    lifecycle: {
      stage: row.lifecycle_stage,
      ...(row.lifecycle_status !== null ? { status: row.lifecycle_status } : {}),
      enteredStageAt: row.lifecycle_entered_at.toISOString(),
    },
    dependencies: row.dependencies,
    collaborators: { users: [] },
    // Unleash 6.10+ flag links: no event of the catalog records one, so a flag has none.
    links: [],
  };
}
