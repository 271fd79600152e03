import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Constraint } from '../../components/constraints';
import type { Flag } from '../../lib/flag-model';
import { HISTORY_KEY } from './history-api';

/** The URL state of an "as of" view: the event it shows the state after. */
export function parseAsOfSearch(raw: Record<string, unknown>): { asOf?: number } {
  const asOf = Number(raw.asOf);
  return Number.isSafeInteger(asOf) && asOf > 0 ? { asOf } : {};
}

export interface SegmentAsOf {
  id: number;
  name: string;
  description?: string | null;
  project?: string | null;
  constraints?: Constraint[];
}

/** A project's active flags as they were after the event (time travel, ADR 0017). The past does not change: cached for good. */
export function projectAsOfQuery(project: string, asOf: number) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, 'as-of', 'project', project, asOf],
    queryFn: async ({ signal }) =>
      (
        (await api('get', '/api/admin/projects/{projectId}/features', {
          path: { projectId: project },
          query: { asOf: String(asOf) },
          signal,
        })) as unknown as { features: Flag[] }
      ).features,
    staleTime: Infinity,
  });
}

export function segmentAsOfQuery(id: string, asOf: number) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, 'as-of', 'segment', id, asOf],
    queryFn: async ({ signal }) =>
      (await api('get', '/api/admin/segments/{id}', { path: { id }, query: { asOf: String(asOf) }, signal })) as unknown as SegmentAsOf,
    staleTime: Infinity,
  });
}
