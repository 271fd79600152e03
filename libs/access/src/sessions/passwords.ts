import { randomBytes } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';

/**
 * argon2id with OWASP's minimum for it (19 MiB, 2 passes, 1 lane): tens of milliseconds per hash
 * (bench/RESULTS.md, "Figures behind code comments"),
 * memory-hard so a stolen hash costs an attacker memory per guess, not only time (ADR 0030).
 */
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Verified against when no user matches, so an unknown name costs the same as a wrong password. */
let dummyHash: Promise<string> | null = null;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether `password` matches `stored` (a PHC string); null `stored` = no such user or no password (still does the work). */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const against = stored ?? (await dummyHash);
  const ok = await verify(against, password).catch(() => false);
  return ok && stored !== null;
}

export { passwordProblems } from '@pennant/shared';

/** A generated password that meets the rules (printed once for the first admin). */
export function randomPassword(): string {
  return `${randomBytes(15).toString('base64url')}-A7x`;
}
