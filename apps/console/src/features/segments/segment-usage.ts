import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { SEGMENTS_KEY, type Segment } from '../../api/segments-api';

/** A strategy of an active flag that uses a segment (Unleash's segmentStrategiesSchema item). */
export interface SegmentStrategyUse {
  id: string;
  projectId: string;
  featureName: string;
  strategyName: string;
  environment: string;
}

/** A project environment whose default strategy uses a segment. */
export interface SegmentDefaultUse {
  projectId: string;
  environment: string;
}

/** Who uses a segment — what keeps it from being deleted: strategies of active flags and project environments' default strategies. */
export interface SegmentUsesAnswer {
  strategies: SegmentStrategyUse[];
  defaultStrategies: SegmentDefaultUse[];
}

export async function segmentUses(segment: Segment, signal?: AbortSignal): Promise<SegmentUsesAnswer> {
  const answer = (await api('get', '/api/admin/segments/{id}/strategies', {
    path: { id: String(segment.id) },
    signal,
  })) as Partial<SegmentUsesAnswer>;
  return { strategies: answer.strategies ?? [], defaultStrategies: answer.defaultStrategies ?? [] };
}

/** How many things use the segment. */
export const usesCount = (uses: SegmentUsesAnswer): number => uses.strategies.length + uses.defaultStrategies.length;

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
