import { createHash } from 'node:crypto';
import { CONSTRAINT_OPERATORS, type Constraint } from '@pennant/events';
import {
  anyValue,
  array,
  boolean,
  constant,
  integer,
  named,
  nullable,
  object,
  oneOf,
  optional,
  record,
  string,
  type Infer,
  type Schema,
} from '@pennant/platform';
import type { ClientFeatureRow, ClientSnapshot } from './client-features-snapshot.sql';

/** What the caller may see and asked for (token scope already applied to `projects`). */
export interface ClientQuery {
  environment: string;
  /** `['*']` for all projects. */
  projects: string[];
  namePrefix: string | null;
  tags: string[];
  /** SDKs announcing client spec ≥ 4.2.0 get segment ids and a top-level list. */
  segmentIds: boolean;
}

/*
 * What SDKs get (ADR 0050): the OpenAPI document shows these schemas and `clientFeatures` returns
 * their `Infer` types (this lib cannot import @pennant/features, which depends on it).
 */
// The same schema as @pennant/features' constraintAnswer, under the same name: the generator
// refuses two different schemas named alike, so the two cannot drift apart.
const constraint: Schema<Constraint> = named(
  'constraintSchema',
  object(
    {
      contextName: string(),
      operator: oneOf(CONSTRAINT_OPERATORS),
      caseInsensitive: optional(boolean()),
      inverted: optional(boolean()),
      values: optional(array(string(), { maxItems: 10000 })),
      value: optional(string()),
    },
    { strict: true },
  ),
);
const constraints = array(constraint, { maxItems: 10000 });
const variants = array(anyValue('A variant as stored (strategy or flag level)'), { maxItems: 1000 });

export const clientFeatureAnswer = named(
  'clientFeatureSchema',
  object(
    {
      name: string(),
      type: string(),
      description: nullable(string()),
      project: string(),
      enabled: boolean(),
      stale: boolean(),
      impressionData: boolean(),
      strategies: array(
        object(
          {
            name: string(),
            constraints,
            parameters: record(string(), { maxKeys: 1000, key: string() }),
            variants,
            segments: optional(array(integer({ min: 1 }), { maxItems: 1000 })),
          },
          { strict: true },
        ),
        { maxItems: 1000 },
      ),
      variants,
      dependencies: array(
        object({ feature: string(), enabled: boolean(), variants: optional(array(string(), { maxItems: 1000 })) }, { strict: true }),
        { maxItems: 1000 },
      ),
    },
    { strict: true },
  ),
);
export type ClientFeature = Infer<typeof clientFeatureAnswer>;

export const clientSegmentAnswer = named(
  'clientSegmentSchema',
  object({ id: integer({ min: 1 }), name: string(), constraints }, { strict: true }),
);

export const clientFeaturesAnswer = named(
  'clientFeaturesSchema',
  object(
    {
      version: constant(2),
      features: array(clientFeatureAnswer, { maxItems: 1000000 }),
      segments: optional(array(clientSegmentAnswer, { maxItems: 100000 })),
      query: object(
        {
          environment: string(),
          project: optional(array(string(), { maxItems: 10000 })),
          namePrefix: optional(string()),
          tag: optional(array(string(), { maxItems: 10000 })),
        },
        { strict: true },
      ),
      meta: object({ revisionId: integer({ min: 0 }), etag: string(), queryHash: string() }, { strict: true }),
    },
    { strict: true },
  ),
);
export type ClientFeaturesResponse = Infer<typeof clientFeaturesAnswer>;

/** `a.b.c` ≥ 4.2.0 (the first spec version with top-level segments). */
export function supportsSegmentIds(header: string | undefined): boolean {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(header ?? '');
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major > 4 || (major === 4 && minor >= 2);
}

export function queryHash(query: ClientQuery): string {
  return createHash('sha256').update(JSON.stringify(query)).digest('hex').slice(0, 16);
}

export function etagOf(query: ClientQuery, revision: string): string {
  return `"${queryHash(query)}:${revision}"`;
}

/**
 * Whether an `If-None-Match` header names `etag` (RFC 9110: a list, weak comparison, `*`), so
 * that an ETag marked weak by a proxy still earns a 304.
 */
export function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

function visible(row: ClientFeatureRow, query: ClientQuery): boolean {
  if (!query.projects.includes('*') && !query.projects.includes(row.project)) return false;
  if (query.namePrefix !== null && !row.name.startsWith(query.namePrefix)) return false;
  return query.tags.length === 0 || query.tags.some((t) => row.tags.includes(t));
}

/**
 * Whether SDKs may see the flag as enabled. SDKs read "enabled, no strategies" as on for every
 * context; Unleash's admin API never leaves an environment so (it disables it with its last
 * enabled strategy) and neither does Pennant's decider, but a log recorded before Pennant followed that rule may
 * hold it. Such an environment is served off: on needs at least one enabled strategy (`default`
 * for everybody) (ADR 0036).
 */
export function servedEnabled(row: Pick<ClientFeatureRow, 'enabled' | 'strategies'>): boolean {
  return row.enabled && row.strategies.length > 0;
}

/** The SDK response cut from a snapshot: scope and filters, segment form by client spec. */
export function clientFeatures(snapshot: ClientSnapshot, query: ClientQuery, revisionId: number, etag: string): ClientFeaturesResponse {
  const used = new Set<number>();
  const features = snapshot.features
    .filter((row) => visible(row, query))
    .map((row): ClientFeature => ({
      name: row.name,
      type: row.type,
      description: row.description,
      project: row.project,
      enabled: servedEnabled(row),
      stale: row.stale,
      impressionData: row.impressionData,
      strategies: row.strategies.map((s) => {
        for (const id of s.segments) used.add(id);
        if (query.segmentIds)
          return { name: s.name, constraints: s.constraints, parameters: s.parameters, variants: s.variants, segments: s.segments };
        const inlined = s.segments.flatMap((id) => snapshot.segments.get(id)?.constraints ?? []);
        return { name: s.name, constraints: [...s.constraints, ...inlined], parameters: s.parameters, variants: s.variants };
      }),
      variants: row.variants,
      dependencies: row.dependencies.map((d) =>
        d.enabled && d.variants.length > 0
          ? { feature: d.feature, enabled: true, variants: d.variants }
          : { feature: d.feature, enabled: d.enabled },
      ),
    }));
  const response: ClientFeaturesResponse = {
    version: 2,
    features,
    query: {
      environment: query.environment,
      ...(query.projects.includes('*') ? {} : { project: query.projects }),
      ...(query.namePrefix !== null ? { namePrefix: query.namePrefix } : {}),
      ...(query.tags.length ? { tag: query.tags } : {}),
    },
    meta: { revisionId, etag, queryHash: queryHash(query) },
  };
  if (query.segmentIds) response.segments = [...used].sort((a, b) => a - b).flatMap((id) => snapshot.segments.get(id) ?? []);
  return response;
}
