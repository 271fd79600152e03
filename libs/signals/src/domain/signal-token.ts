import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh signal token secret (shown once): 32 random bytes, hex. */
export function generateSignalTokenSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Hex sha256 of a secret: what events and read models store. */
export function hashSignalTokenSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export interface StoredToken {
  id: number;
  secretHash: string;
}

/**
 * The token whose hash matches the presented secret, or null. Every stored hash is compared in
 * constant time (no early exit), so timing tells nothing about which or how many tokens exist.
 */
export function matchSignalToken(presentedSecret: string, tokens: readonly StoredToken[]): StoredToken | null {
  const candidate = createHash('sha256').update(presentedSecret, 'utf8').digest();
  let found: StoredToken | null = null;
  for (const token of tokens) {
    const stored = Buffer.from(token.secretHash, 'hex');
    if (stored.length === candidate.length && timingSafeEqual(stored, candidate) && found === null) found = token;
  }
  return found;
}
