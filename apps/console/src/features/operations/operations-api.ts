import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ApiError, apiErrorFrom } from '../../api/api-error';

/** A rebuild under way (`starting` until its first progress report). */
export type RebuildRunning =
  | { projection: string; starting: true }
  | { projection: string; position: number; head: number; applied: number; eventsPerSecond: number; etaSeconds: number | null };
export type RebuildFinished = { position: number; applied: number; seconds: number; at: string } | { error: string; at: string };

/** One row of `GET /api/admin/projections` (ADR 0018; the document leaves the answer undescribed). */
export interface ProjectionState {
  name: string;
  version: number;
  checkpoint: number;
  head: number;
  lagEvents: number;
  lagSeconds: number;
  status: string;
  error: string | null;
  failedPosition: number | null;
  updatedAt: string;
  rebuild: RebuildRunning | null;
  lastRebuild: RebuildFinished | null;
}

/** Refreshed every 2 s while the page is open: checkpoints move with every write. */
export const projectionsQuery = queryOptions({
  queryKey: ['operations', 'projections'],
  queryFn: async ({ signal }) =>
    ((await api('get', '/api/admin/projections', { signal })) as unknown as { projections: ProjectionState[] }).projections,
  refetchInterval: 2000,
  staleTime: 0,
});

export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  lagging: Array<{ name: string; lagEvents: number; status: string }>;
}
export interface Health {
  health: 'GOOD' | 'BAD';
  database?: string;
  since?: string;
}

/** `/ready` and `/health` answer 503 with their report when not ready or unhealthy: that report is the answer. */
async function report<T>(path: '/ready' | '/health', signal: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NetworkError', 'The service cannot be reached. Check the connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok && response.status !== 503) throw apiErrorFrom(response.status, response.statusText, body);
  return body as T;
}

export const readinessQuery = queryOptions({
  queryKey: ['operations', 'ready'],
  queryFn: ({ signal }) => report<Readiness>('/ready', signal),
  refetchInterval: 5000,
  staleTime: 0,
  retry: false,
});
export const healthQuery = queryOptions({
  queryKey: ['operations', 'health'],
  queryFn: ({ signal }) => report<Health>('/health', signal),
  refetchInterval: 5000,
  staleTime: 0,
  retry: false,
});

export const rebuildProjection = (name: string) => api('post', '/api/admin/projections/{name}/rebuild', { path: { name } });
export const rebuildAll = () => api('post', '/api/admin/projections/rebuild');

/** 0–100: how far a rebuild's fresh tables have come towards the head. */
export function rebuildPercent(rebuild: RebuildRunning): number {
  if ('starting' in rebuild || rebuild.head <= 0) return 0;
  return Math.min(100, Math.floor((rebuild.position / rebuild.head) * 100));
}
