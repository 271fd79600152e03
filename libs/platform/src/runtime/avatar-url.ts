import { createHash } from 'node:crypto';

/** Unleash's avatar URL: Gravatar of the SHA-256 of the trimmed, lower-cased seed. */
export function avatarUrl(seed: string): string {
  return `https://gravatar.com/avatar/${createHash('sha256').update(seed.trim().toLowerCase()).digest('hex')}?s=42&d=retro&r=g`;
}
