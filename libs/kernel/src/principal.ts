import type { Actor } from '@pennant/events';

export type TokenType = 'admin' | 'client' | 'frontend' | 'user' | 'signal';

/** Unleash's predefined root roles (ids 1, 2, 3). */
export type RootRoleName = 'Admin' | 'Editor' | 'Viewer';

/** Who is calling, as established from the Authorization header. */
export interface Principal {
  actor: Actor;
  type: TokenType;
  /** Projects the credential may act on; `['*']` for all. */
  projects: string[];
  /** Environment scope of SDK tokens; `*` for admin tokens. */
  environment: string;
  /** Users (personal access tokens) only: the root role their permissions come from. */
  rootRole?: RootRoleName;
  /**
   * Users only: what their project roles (their own and their groups') allow, per project; a
   * permission without an environment covers every environment.
   */
  projectPermissions?: Readonly<Record<string, readonly { name: string; environment?: string }[]>>;
  /** Signal-endpoint tokens only: the endpoint and the token that authenticated the call. */
  signal?: { endpointId: number; tokenId: number };
}

/** Where a permission is asked for: the route's `:projectId` and `:environment`, when it names them. */
export interface AccessScope {
  project: string | null;
  environment: string | null;
}

/**
 * Decides whether an admin API caller (admin token or user) holds a permission in a scope. Used by
 * the HTTP pipeline for the matched route's declaration (before content type and body
 * validation) and by handlers for effects outside the route's own scope (a flag moved to another
 * project, a global segment changed by a change request).
 */
export interface AccessPolicy {
  /** The NoAccessError to answer with, or null when allowed. */
  check(principal: Principal, permission: string, scope: AccessScope): Error | null;
}
