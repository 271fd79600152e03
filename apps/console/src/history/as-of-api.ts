import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Constraint } from '../components/constraints';
import type { Flag } from '../flags/flag-model';
import { HISTORY_KEY } from './history-api';

/** The URL state of an "as of" view: the event it shows the state after. */
export function parseAsOfSearch(raw: Record<string, unknown>): { asOf?: string } {
  const value = typeof raw.asOf === 'number' ? String(raw.asOf) : raw.asOf;
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? { asOf: value } : {};
}

export interface SegmentAsOf {
  id: number;
  name: string;
  description?: string | null;
  project?: string | null;
  constraints?: Constraint[];
}

/** A project's active flags as they were after the event (time travel, ADR 0017). The past does not change: cached for good. */
export function projectAsOfQuery(project: string, asOf: string) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, 'as-of', 'project', project, asOf],
    queryFn: async ({ signal }) => ((await api('get', '/api/admin/projects/{projectId}/features', { path: { projectId: project }, query: { asOf }, signal })) as unknown as { features: Flag[] }).features,
    staleTime: Infinity,
  });
}

export function segmentAsOfQuery(id: string, asOf: string) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, 'as-of', 'segment', id, asOf],
    queryFn: async ({ signal }) => (await api('get', '/api/admin/segments/{id}', { path: { id }, query: { asOf }, signal })) as unknown as SegmentAsOf,
    staleTime: Infinity,
  });
}
