import { createHash, randomBytes } from 'node:crypto';
import type { TokenKind } from '@pennant/events';

/** Hex sha256 of a secret: the only form events and read models keep. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * Unleash's API token format: `<project>:<env>.<56 hex>`; `*:*.` for admin tokens, `*` for all
 * projects, `[]` for several projects.
 */
export function generateApiTokenSecret(type: TokenKind, projects: readonly string[], environment: string): string {
  const scope = type === 'admin' ? '*:*' : `${projects.length > 1 ? '[]' : projects[0]}:${environment}`;
  return `${scope}.${randomBytes(28).toString('hex')}`;
}

/** A personal access token: `user:<56 hex>`. */
export function generatePatSecret(): string {
  return `user:${randomBytes(28).toString('hex')}`;
}

/** What may be shown after creation: the scope and the first 4 hex digits, e.g. `*:*.ab12…`. */
export function maskSecret(secret: string): string {
  const dot = secret.lastIndexOf('.');
  return dot < 0 ? '***' : `${secret.slice(0, dot + 1)}${secret.slice(dot + 1, dot + 5)}…`;
}

/** A public sign-up link's secret (ADR 0051): 256 random bits, base64url (43 characters). */
export function generateSignupLinkSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A sign-up link's identity in events and read models: the first 16 hex digits of its secret's SHA-256. */
export function signupLinkFingerprint(secret: string): string {
  return hashSecret(secret).slice(0, 16);
}
