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

export interface TokenResolver {
  /** Resolves a secret (the header value without `Bearer `) or returns null. Constant-time compare. */
  resolve(secret: string): Promise<Principal | null>;
}

export const TOKEN_RESOLVER = Symbol('TokenResolver');

/**
 * Where the resolver of stored tokens plugs in after the bootstrap tokens: the lib that owns
 * stored credentials calls `use()` at module init (libs/access), so the core stays unaware of it.
 */
export class TokenResolverSlot implements TokenResolver {
  private next: TokenResolver | null = null;

  use(next: TokenResolver): void {
    this.next = next;
  }

  resolve(secret: string): Promise<Principal | null> {
    return this.next ? this.next.resolve(secret) : Promise.resolve(null);
  }
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

export const ACCESS_POLICY = Symbol('AccessPolicy');

/** Verifies the token of a signal endpoint (by the endpoint's name); null for an unknown or disabled endpoint and a wrong token alike. */
export interface SignalTokenVerifier {
  verify(endpointName: string, secret: string): Promise<Principal | null>;
}

/** Console sessions: the cookie's secret → the user's principal (null: no such session, expired, or the user is gone). */
export interface SessionResolver {
  resolve(secret: string): Promise<Principal | null>;
}

/** Users and service accounts by id, as principals (actions act as a service account). */
export interface UserPrincipals {
  userPrincipal(userId: number): Promise<Principal | null>;
}

/** The project of a flag, for the old routes that name a flag but not its project (`/api/admin/features/{f}/tags`). */
export interface FeatureProjectResolver {
  projectOf(featureName: string): Promise<string | null>;
}

/**
 * Late-bound collaborators of the HTTP pipeline that libs plug in at module init: the permission
 * policy (libs/access), signal-token verification (libs/signals), flag→project lookups
 * (libs/features). Handlers use `require` for effects outside the route's own scope.
 */
export class AccessCollaborators {
  policy: AccessPolicy | null = null;
  sessions: SessionResolver | null = null;
  users: UserPrincipals | null = null;
  signalTokens: SignalTokenVerifier | null = null;
  featureProjects: FeatureProjectResolver | null = null;

  /** Throws the policy's NoAccessError unless the caller holds `permission` in `scope` (denies when no policy is plugged in). */
  require(principal: Principal, permission: string, scope: AccessScope): void {
    const denied = this.policy ? this.policy.check(principal, permission, scope) : new Error('No access policy is configured.');
    if (denied) throw denied;
  }
}
