import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { listOf } from '../../api/list-of';

export interface Application {
  appName: string;
  createdAt: string;
  lastSeenAt: string;
  sdkVersion: string | null;
  environment: string;
  strategies: string[];
}

/** The applications whose SDKs registered (`POST /api/client/register`), as the API answers them. */
export const applicationsQuery = queryOptions({
  queryKey: ['applications'],
  queryFn: async () => listOf<Application>(await api('get', '/api/admin/metrics/applications'), 'applications'),
  staleTime: 30_000,
});
