import type { Actor } from '@pennant/events';

export type TokenType = 'admin' | 'client' | 'frontend' | 'user';

/** Who is calling, as established from the Authorization header. */
export interface Principal {
  actor: Actor;
  type: TokenType;
  /** Projects the credential may act on; `['*']` for all. */
  projects: string[];
  /** Environment scope of SDK tokens; `*` for admin tokens. */
  environment: string;
}

export interface TokenResolver {
  /** Resolves a secret (the header value without `Bearer `) or returns null. Constant-time compare. */
  resolve(secret: string): Promise<Principal | null>;
}

export const TOKEN_RESOLVER = Symbol('TokenResolver');
