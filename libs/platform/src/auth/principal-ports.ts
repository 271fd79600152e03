import type { AccessPolicy, AccessScope, Principal } from '@pennant/kernel';

/**
 * The HTTP pipeline's ports for principals (the pure types, Principal and AccessPolicy, are in
 * @pennant/kernel): where stored tokens, sessions, signal tokens and the permission policy plug in.
 */

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
