import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded } from '../../api/client';
import { listOf } from '../../api/list-of';
import { PROJECTS_KEY } from '../../api/projects-api';

export interface ProjectRole {
  id: number;
  name: string;
  description?: string | null;
  type: string;
}
export interface MemberUser {
  id: number;
  name: string | null;
  email: string | null;
  username: string | null;
  roles: number[];
}
export interface MemberGroup {
  id: number;
  name: string;
  roles: number[];
  users: Array<{ id: number }>;
}
/** `GET /api/admin/projects/{p}/access` (Unleash's projectAccessSchema answer). */
export interface ProjectAccess {
  roles: ProjectRole[];
  users: MemberUser[];
  groups: MemberGroup[];
}

export type Subject = 'user' | 'group';

export function accessQuery(projectId: string) {
  return queryOptions({
    queryKey: [...PROJECTS_KEY, 'one', projectId, 'access'],
    queryFn: async () => (await api('get', '/api/admin/projects/{projectId}/access', { path: { projectId } })) as ProjectAccess,
  });
}

export interface Person {
  id: number;
  name?: string | null;
  email?: string | null;
  username?: string | null;
}

/** Users and groups one can give a role to: the admin lists (ADMIN); without it, the form asks for an id. */
export const peopleQuery = queryOptions({
  queryKey: ['people'],
  queryFn: async () => {
    const [users, groups] = await Promise.all([api('get', '/api/admin/user-admin'), api('get', '/api/admin/groups')]);
    return { users: listOf<Person>(users, 'users'), groups: listOf<{ id: number; name: string }>(groups, 'groups') };
  },
  staleTime: 60_000,
  retry: false,
});

export function personName(p: Person): string {
  return p.name || p.username || p.email || `user ${p.id}`;
}

export const addAccess = (projectId: string, grant: { roles: number[]; users?: number[]; groups?: number[] }) =>
  apiRecorded('post', '/api/admin/projects/{projectId}/access', { path: { projectId }, body: grant });

export function setRoles(projectId: string, subject: Subject, id: number, roles: number[]) {
  const path = { projectId, id: String(id) };
  return subject === 'user'
    ? apiRecorded('put', '/api/admin/projects/{projectId}/users/{id}/roles', { path, body: { roles } })
    : apiRecorded('put', '/api/admin/projects/{projectId}/groups/{id}/roles', { path, body: { roles } });
}

export function removeMember(projectId: string, subject: Subject, id: number) {
  const path = { projectId, id: String(id) };
  return subject === 'user'
    ? apiRecorded('delete', '/api/admin/projects/{projectId}/users/{id}/roles', { path })
    : apiRecorded('delete', '/api/admin/projects/{projectId}/groups/{id}/roles', { path });
}
