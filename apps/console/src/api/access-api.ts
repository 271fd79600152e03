import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded, type CallOptions, type PathWith, recordedAs } from './client';
import { listOf } from './list-of';

export interface RootRole {
  id: number;
  name: string;
  description?: string;
  type?: string;
}

export interface User {
  id: number;
  name: string | null;
  email: string | null;
  username: string | null;
  imageUrl?: string;
  createdAt: string;
  rootRole: number;
  accountType?: string;
  /** false once deactivated. */
  isActive?: boolean;
}

export interface AccountToken {
  id: number;
  description: string;
  expiresAt: string | null;
  createdAt: string;
  seenAt?: string | null;
}

export interface ServiceAccount {
  id: number;
  name: string | null;
  username: string;
  createdAt: string;
  rootRole: number;
  tokens: AccountToken[];
}

export interface Group {
  id: number;
  name: string;
  description: string | null;
  users: Array<{ user: { id: number; name?: string | null; username?: string | null; email?: string | null } }>;
  createdAt?: string;
  userCount?: number;
}

export interface Role {
  id: number;
  name: string;
  description?: string;
  type: 'root' | 'project' | 'custom' | string;
  permissions?: Array<{ name: string; environment?: string }>;
}

export interface ApiToken {
  secret: string;
  tokenName: string;
  type: 'client' | 'frontend' | 'admin' | string;
  environment: string;
  project: string;
  projects: string[];
  expiresAt: string | null;
  createdAt: string;
  /** Names the token for revoking (the list masks `secret`). */
  fingerprint: string;
}

/** Every access answer starts with this key: one write refreshes the area. */
export const ACCESS_KEY = ['access'] as const;

export const usersQuery = queryOptions({
  queryKey: [...ACCESS_KEY, 'users'],
  queryFn: async () => {
    const answer = (await api('get', '/api/admin/user-admin')) as { users?: User[]; rootRoles?: RootRole[] };
    return { users: answer.users ?? [], rootRoles: answer.rootRoles ?? [] };
  },
});

export const serviceAccountsQuery = queryOptions({
  queryKey: [...ACCESS_KEY, 'service-accounts'],
  queryFn: async () => {
    const answer = (await api('get', '/api/admin/service-account')) as { serviceAccounts?: ServiceAccount[]; rootRoles?: RootRole[] };
    return { serviceAccounts: answer.serviceAccounts ?? [], rootRoles: answer.rootRoles ?? [] };
  },
});

export const groupsQuery = queryOptions({
  queryKey: [...ACCESS_KEY, 'groups'],
  queryFn: async () => listOf<Group>(await api('get', '/api/admin/groups'), 'groups'),
});

export const rolesQuery = queryOptions({
  queryKey: [...ACCESS_KEY, 'roles'],
  queryFn: async () => listOf<Role>(await api('get', '/api/admin/roles'), 'roles'),
});

export const apiTokensQuery = queryOptions({
  queryKey: [...ACCESS_KEY, 'api-tokens'],
  queryFn: async () => listOf<ApiToken>(await api('get', '/api/admin/api-tokens'), 'tokens'),
});

export const ownTokensQuery = queryOptions({
  queryKey: [...ACCESS_KEY, 'own-tokens'],
  queryFn: async () => listOf<AccountToken>(await api('get', '/api/admin/user/tokens'), 'pats'),
});

/** "Admin" for 1, as the root roles the API lists name them. */
export function roleName(roles: readonly RootRole[], id: number): string {
  return roles.find((r) => r.id === id)?.name ?? `role ${id}`;
}

export function accountName(account: { name?: string | null; username?: string | null; email?: string | null; id?: number }): string {
  return account.name || account.username || account.email || `#${account.id ?? '?'}`;
}

type Body<P extends Parameters<typeof api>[1], M extends 'post' | 'put'> =
  P extends PathWith<M> ? NonNullable<CallOptions<P, M>['body']> : never;

export type CreateUserBody = Body<'/api/admin/user-admin', 'post'>;
/** Created without a password, the user comes with an invitation link (shown once, ADR 0047). */
export const createUser = (body: CreateUserBody) =>
  recordedAs<User & { inviteLink?: string }>(apiRecorded('post', '/api/admin/user-admin', { body }));
export const createInviteLink = async (id: number) =>
  (await api('post', '/api/admin/user-admin/{id}/invite-link', { path: { id: String(id) } })) as { inviteLink: string; expiresAt: string };
export const updateUser = (id: number, body: Body<'/api/admin/user-admin/{id}', 'put'>) =>
  apiRecorded('put', '/api/admin/user-admin/{id}', { path: { id: String(id) }, body });
export const deleteUser = (id: number) => apiRecorded('delete', '/api/admin/user-admin/{id}', { path: { id: String(id) } });
export const deactivateUser = (id: number) => apiRecorded('post', '/api/admin/user-admin/{id}/deactivate', { path: { id: String(id) } });
export const reactivateUser = (id: number) => apiRecorded('post', '/api/admin/user-admin/{id}/reactivate', { path: { id: String(id) } });
export const resetPassword = (id: number, password: string) =>
  api('post', '/api/admin/user-admin/{id}/change-password', { path: { id: String(id) }, body: { password } });

export type GroupBody = Body<'/api/admin/groups', 'post'>;
export const createGroup = (body: GroupBody) => apiRecorded('post', '/api/admin/groups', { body });
export const updateGroup = (id: number, body: GroupBody) =>
  apiRecorded('put', '/api/admin/groups/{id}', { path: { id: String(id) }, body });
export const deleteGroup = (id: number) => apiRecorded('delete', '/api/admin/groups/{id}', { path: { id: String(id) } });

export type RoleBody = Body<'/api/admin/roles', 'post'>;
export const createRole = (body: RoleBody) => apiRecorded('post', '/api/admin/roles', { body });
export const updateRole = (id: number, body: RoleBody) => apiRecorded('put', '/api/admin/roles/{id}', { path: { id: String(id) }, body });
export const deleteRole = (id: number) => apiRecorded('delete', '/api/admin/roles/{id}', { path: { id: String(id) } });

export type ServiceAccountBody = Body<'/api/admin/service-account', 'post'>;
export const createServiceAccount = (body: ServiceAccountBody) =>
  recordedAs<ServiceAccount>(apiRecorded('post', '/api/admin/service-account', { body }));
export const updateServiceAccount = (id: number, body: Body<'/api/admin/service-account/{id}', 'put'>) =>
  apiRecorded('put', '/api/admin/service-account/{id}', { path: { id: String(id) }, body });
export const deleteServiceAccount = (id: number) => apiRecorded('delete', '/api/admin/service-account/{id}', { path: { id: String(id) } });

/** A personal or service-account token: `secret` is in the create answer only. */
export type NewAccountToken = AccountToken & { secret: string };
export type AccountTokenBody = Body<'/api/admin/user/tokens', 'post'>;
export const createServiceAccountToken = (id: number, body: AccountTokenBody) =>
  recordedAs<NewAccountToken>(apiRecorded('post', '/api/admin/service-account/{id}/token', { path: { id: String(id) }, body }));
export const deleteServiceAccountToken = (id: number, tokenId: number) =>
  apiRecorded('delete', '/api/admin/service-account/{id}/token/{tokenId}', { path: { id: String(id), tokenId: String(tokenId) } });
export const createOwnToken = (body: AccountTokenBody) =>
  recordedAs<NewAccountToken>(apiRecorded('post', '/api/admin/user/tokens', { body }));
export const deleteOwnToken = (id: number) => apiRecorded('delete', '/api/admin/user/tokens/{id}', { path: { id: String(id) } });
/** Another user's personal tokens, as an admin sees them. */
export const userTokensQuery = (id: number) =>
  queryOptions({
    queryKey: [...ACCESS_KEY, 'user-tokens', id],
    queryFn: async () => listOf<AccountToken>(await api('get', '/api/admin/user-admin/{id}/tokens', { path: { id: String(id) } }), 'pats'),
  });
export const createUserToken = (id: number, body: AccountTokenBody) =>
  recordedAs<NewAccountToken>(apiRecorded('post', '/api/admin/user-admin/{id}/tokens', { path: { id: String(id) }, body }));
export const deleteUserToken = (id: number, tokenId: number) =>
  apiRecorded('delete', '/api/admin/user-admin/{id}/tokens/{tokenId}', { path: { id: String(id), tokenId: String(tokenId) } });
export const changeOwnPassword = (body: Body<'/api/admin/user/change-password', 'post'>) =>
  api('post', '/api/admin/user/change-password', { body });

export type ApiTokenBody = Body<'/api/admin/api-tokens', 'post'>;
export const createApiToken = (body: ApiTokenBody) => recordedAs<ApiToken>(apiRecorded('post', '/api/admin/api-tokens', { body }));
export const revokeApiToken = (fingerprint: string) =>
  apiRecorded('delete', '/api/admin/api-tokens/fingerprint/{fingerprint}', { path: { fingerprint } });
/** Recorded: the answer names the `api-token-updated` event (none when the expiry did not change). */
export const changeApiTokenExpiry = (fingerprint: string, expiresAt: string | null) =>
  apiRecorded('put', '/api/admin/api-tokens/fingerprint/{fingerprint}', { path: { fingerprint }, body: { expiresAt } });
