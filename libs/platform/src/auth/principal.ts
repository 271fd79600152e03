import type { Actor } from '@pennant/events';

export type TokenType = 'admin' | 'client' | 'frontend' | 'user';

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

/** Decides whether an authenticated caller may call a route; runs before content type and body validation. */
export interface AccessPolicy {
  /** The NoAccessError to answer with, or null when allowed. */
  check(principal: Principal, method: string, path: string): Error | null;
}

export const ACCESS_POLICY = Symbol('AccessPolicy');
