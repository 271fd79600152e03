import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { listOf } from '../api/list-of';

export interface Project {
  id: string;
  name: string;
  description?: string | null;
  health?: number;
  featureCount?: number;
  memberCount?: number;
}

export interface Environment {
  name: string;
  type: string;
  enabled: boolean;
  sortOrder?: number;
}

export const projectsQuery = queryOptions({
  queryKey: ['projects'],
  queryFn: async () => listOf<Project>(await api('get', '/api/admin/projects'), 'projects'),
  staleTime: 60_000,
});

export const environmentsQuery = queryOptions({
  queryKey: ['environments'],
  queryFn: async () => listOf<Environment>(await api('get', '/api/admin/environments'), 'environments').sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name)),
  staleTime: 60_000,
});
