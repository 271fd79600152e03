import { queryOptions } from '@tanstack/react-query';
import { api, type ResponseOf } from '../../../api/client';
import { listOf } from '../../../api/list-of';

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

export type ApplicationDetails = ResponseOf<'/api/admin/metrics/applications/{appName}', 'get'>;
export type ApplicationOverview = ResponseOf<'/api/admin/metrics/applications/{appName}/overview', 'get'>;
export type ApplicationInstance = ApplicationDetails['instances'][number];
export type ApplicationEdit = { description: string | null; url: string | null; color: string | null; icon: string | null };

const key = (appName: string) => ['applications', appName] as const;

/** One application's stored details, instances and the flags it reported in the last 48 h. */
export const applicationQuery = (appName: string) =>
  queryOptions({
    queryKey: [...key(appName), 'details'],
    queryFn: () => api('get', '/api/admin/metrics/applications/{appName}', { path: { appName } }),
  });

/** Its environments (instances, SDKs) and issues. */
export const applicationOverviewQuery = (appName: string) =>
  queryOptions({
    queryKey: [...key(appName), 'overview'],
    queryFn: () => api('get', '/api/admin/metrics/applications/{appName}/overview', { path: { appName } }),
  });

/** Its instances in one environment. */
export const applicationInstancesQuery = (appName: string, environment: string) =>
  queryOptions({
    queryKey: [...key(appName), 'instances', environment],
    queryFn: async () =>
      (await api('get', '/api/admin/metrics/instances/{appName}/environment/{environment}', { path: { appName, environment } })).instances,
  });

/** Sets the details (no event is recorded for it). */
export const updateApplication = (appName: string, body: ApplicationEdit) =>
  api('post', '/api/admin/metrics/applications/{appName}', { path: { appName }, body });

/** Deletes the application with its instances and counts (no event is recorded for it). */
export const deleteApplication = (appName: string) => api('delete', '/api/admin/metrics/applications/{appName}', { path: { appName } });
