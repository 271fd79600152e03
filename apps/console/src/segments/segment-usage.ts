import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { api } from '../api/client';
import { request } from '../api/http';
import { listOf } from '../api/list-of';
import type { Flag } from '../flags/flag-model';
import { SEGMENTS_KEY, type Segment } from './segments-api';

/** A strategy of an active flag that uses a segment (Unleash's segmentStrategiesSchema item). */
export interface SegmentStrategyUse {
  id: string;
  projectId: string;
  featureName: string;
  strategyName: string;
  environment: string;
}

/** Unleash's route for a segment's users; Pennant publishes it once the parallel work on Unleash routes lands. */
const STRATEGIES_PATH = (id: number) => `/api/admin/segments/${id}/strategies`;
let strategiesRouteMissing = false;

/**
 * The same list from what the API publishes today: the flags the search finds by segment, then
 * each flag's strategies that carry the segment's id.
 */
async function derivedUses(segment: Segment, signal?: AbortSignal): Promise<SegmentStrategyUse[]> {
  const flags: Array<{ name: string; project: string }> = [];
  for (let offset = 0; ; offset += 100) {
    const page = await api('get', '/api/admin/search/features', { query: { segment: `INCLUDE:${segment.name}`, limit: '100', offset: String(offset) }, signal });
    flags.push(...page.features.map((f) => ({ name: f.name, project: f.project })));
    if (page.features.length < 100 || flags.length >= (page.total ?? 0)) break;
  }
  const pages = await Promise.all(flags.map((f) => api('get', '/api/admin/projects/{projectId}/features/{featureName}', { path: { projectId: f.project, featureName: f.name }, signal }) as Promise<Flag>));
  return pages.flatMap((flag) =>
    (flag.environments ?? []).flatMap((env) =>
      (env.strategies ?? []).filter((s) => (s.segments ?? []).includes(segment.id)).map((s) => ({ id: s.id, projectId: flag.project ?? '', featureName: flag.name, strategyName: s.title || s.name, environment: env.name })),
    ),
  );
}

/**
 * The strategies of active flags that use a segment — what keeps it from being deleted. Asks
 * `GET /api/admin/segments/{id}/strategies` (Unleash's path and shape); while this server does not
 * have it yet (404), works it out from the search and the flags instead (ADR 0042).
 */
export async function segmentUses(segment: Segment, signal?: AbortSignal): Promise<SegmentStrategyUse[]> {
  if (!strategiesRouteMissing) {
    try {
      return listOf<SegmentStrategyUse>(await request('GET', STRATEGIES_PATH(segment.id), { signal }), 'strategies');
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      strategiesRouteMissing = true;
    }
  }
  return derivedUses(segment, signal);
}

export function segmentUsesQuery(segment: Segment) {
  return queryOptions({
    queryKey: [...SEGMENTS_KEY, 'uses', segment.id, segment.name],
    queryFn: ({ signal }) => segmentUses(segment, signal),
  });
}

/** The uses grouped by flag, in the order the API lists them. */
export function byFlag(uses: readonly SegmentStrategyUse[]): Array<{ projectId: string; featureName: string; uses: SegmentStrategyUse[] }> {
  const groups = new Map<string, { projectId: string; featureName: string; uses: SegmentStrategyUse[] }>();
  for (const use of uses) {
    const key = `${use.projectId}/${use.featureName}`;
    const group = groups.get(key) ?? { projectId: use.projectId, featureName: use.featureName, uses: [] };
    group.uses.push(use);
    groups.set(key, group);
  }
  return [...groups.values()];
}
