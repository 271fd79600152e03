import type { TokenKind } from '@pennant/events';

/** An API token as Unleash shows it; `secret` is the real secret only in the create answer, masked elsewhere. */
export interface ApiTokenResponse {
  secret: string;
  tokenName: string;
  username: string;
  type: TokenKind;
  environment: string;
  /** The single project, `*` for all, `[]` for several. */
  project: string;
  projects: string[];
  expiresAt: string | null;
  createdAt: string;
  alias: string | null;
  /** When the token was last used (throttled: to the minute). */
  seenAt: string | null;
  /** Unleash's "new token format": the secret cannot be copied again after creation (Pennant keeps only its hash). */
  secure: boolean;
  /** Pennant addition: names the token for revoking without its secret (`DELETE /api/admin/api-tokens/fingerprint/{fingerprint}`, ADR 0042). */
  fingerprint: string;
}

export function projectLabel(projects: readonly string[]): string {
  return projects.length === 1 ? projects[0] : '[]';
}

/** Hex digits of the secret's sha256 that name a token in answers (Pennant addition, ADR 0042): a handle, not a credential. */
export const FINGERPRINT_LENGTH = 16;

export function fingerprintOf(secretHash: string): string {
  return secretHash.slice(0, FINGERPRINT_LENGTH);
}
