import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

export const dashboardQuery = queryOptions({
  queryKey: ['flags', 'dashboard'],
  queryFn: () => api('get', '/api/admin/personal-dashboard'),
});

export function projectDetailsQuery(projectId: string) {
  return queryOptions({
    queryKey: ['flags', 'dashboard', projectId],
    queryFn: () => api('get', '/api/admin/personal-dashboard/{projectId}', { path: { projectId } }),
  });
}
