import { Query } from '@nestjs/cqrs';

export interface UserResponse {
  id: number;
  name: string | null;
  email: string | null;
  username: string | null;
  imageUrl: string;
  seenAt: null;
  loginAttempts: number;
  createdAt: string;
  rootRole: number;
  isAPI: false;
  accountType: 'User';
  /** false once deactivated (ADR 0046). */
  isActive: boolean;
}

/** Every user by id, or only the one with `id` (empty list when unknown); service accounts are not users here. */
export class ListUsersQuery extends Query<UserResponse[]> {
  constructor(readonly id: number | null) {
    super();
  }
}

/** Unleash's serviceAccountSchema. */
export interface ServiceAccountResponse {
  id: number;
  name: string | null;
  username: string;
  imageUrl: string;
  createdAt: string;
  rootRole: number;
  isAPI: false;
  accountType: 'Service Account';
  tokens: { id: number; description: string; expiresAt: string; createdAt: string }[];
}

/** Every service account by id, or only the one with `id`, each with its tokens (no secrets). */
export class ListServiceAccountsQuery extends Query<ServiceAccountResponse[]> {
  constructor(readonly id: number | null) {
    super();
  }
}
