import type { EventSubject } from './common';

/** `backend`: what Unleash 8 creates for server-side SDKs (`client` is its older name); both use the client API. */
export type TokenKind = 'client' | 'admin' | 'frontend' | 'backend';

/** API tokens are logged without their secret; `secretHash` lets projections authenticate. */
export interface ApiTokenData {
  tokenName: string;
  type: TokenKind;
  environment: string;
  projects: string[];
  expiresAt: string | null;
  createdAt: string;
  alias?: string | null;
}
export interface ApiTokenCreatedPayload extends EventSubject {
  /** `displaySecret` is masked (`*:*.ab12…`: scope and 4 hex digits), never the secret. */
  data: ApiTokenData & { secretHash: string; displaySecret: string };
}
export interface ApiTokenUpdatedPayload extends EventSubject {
  data: { tokenName: string; secretHash: string; expiresAt: string | null };
  preData?: { expiresAt: string | null };
}
export interface ApiTokenDeletedPayload extends EventSubject {
  preData: { tokenName: string; secretHash: string };
}

export interface UserData {
  id: number;
  name: string | null;
  username: string | null;
  email: string | null;
  rootRole: number;
  /** false once deactivated (ADR 0046); absent in events recorded before deactivation existed = active. */
  isActive?: boolean;
}
export interface UserPayload extends EventSubject {
  data?: UserData | null;
  preData?: UserData | null;
}

/** A service account: a user without a person, for machines; authenticates with its PATs. */
export interface ServiceAccountData {
  id: number;
  name: string | null;
  username: string;
  rootRole: number;
}
export interface ServiceAccountCreatedPayload extends EventSubject {
  data: ServiceAccountData;
}
export interface ServiceAccountUpdatedPayload extends EventSubject {
  data: ServiceAccountData;
  preData: ServiceAccountData;
}
export interface ServiceAccountDeletedPayload extends EventSubject {
  preData: ServiceAccountData;
}

export interface PatData {
  id: number;
  userId: number;
  description: string;
  expiresAt: string;
  secret: '***';
  secretHash?: string;
}
export interface PatPayload extends EventSubject {
  data?: PatData | null;
  preData?: PatData | null;
}

/** A permission of a custom project role: its name, and for environment permissions, the environment. */
export interface RolePermission {
  name: string;
  environment?: string;
}

/** A custom project role (the built-in roles Admin, Editor, Viewer, Owner, Member are not events). */
export interface RoleData {
  id: number;
  name: string;
  description: string;
  type: 'custom';
  permissions: RolePermission[];
}
export interface RoleCreatedPayload extends EventSubject {
  data: RoleData;
}
export interface RoleUpdatedPayload extends EventSubject {
  data: RoleData;
  preData: RoleData;
}
export interface RoleDeletedPayload extends EventSubject {
  preData: RoleData;
}

/** A group of users, given roles in projects as one. */
export interface GroupData {
  id: number;
  name: string;
  description: string | null;
  /** The group's members (user ids). */
  users: number[];
}
export interface GroupCreatedPayload extends EventSubject {
  data: GroupData;
}
export interface GroupUpdatedPayload extends EventSubject {
  data: GroupData;
  preData: GroupData;
}
export interface GroupDeletedPayload extends EventSubject {
  preData: GroupData;
}
export interface GroupUserPayload extends EventSubject {
  data: { groupId: number; userId: number };
}
