import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { FLAGS_KEY } from '../../flags-api';
import type { MetricsRow } from './metrics-model';

/** SDK metrics change without any event: refetched every minute while the page is open. */
const REFRESH_MS = 60_000;

/** The flag's hourly SDK metrics of the last `hoursBack` hours (per app and environment). */
export function flagMetricsQuery(name: string, hoursBack: number) {
  return queryOptions({
    queryKey: [...FLAGS_KEY, 'metrics', name, hoursBack],
    queryFn: async ({ signal }): Promise<MetricsRow[]> =>
      (await api('get', '/api/admin/client-metrics/features/{name}/raw', { path: { name }, query: { hoursBack }, signal })).data,
    refetchInterval: REFRESH_MS,
  });
}

/** The last hour per environment and every application that reported the flag (48 h). */
export function flagUsageQuery(name: string) {
  return queryOptions({
    queryKey: [...FLAGS_KEY, 'usage', name],
    queryFn: async ({ signal }) => api('get', '/api/admin/client-metrics/features/{name}', { path: { name }, signal }),
    refetchInterval: REFRESH_MS,
  });
}
