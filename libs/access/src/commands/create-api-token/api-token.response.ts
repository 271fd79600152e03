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
  seenAt: null;
  /** Pennant addition: names the token for revoking without its secret (`DELETE /api/admin/api-tokens/fingerprint/{fingerprint}`, ADR 0042). */
  fingerprint: string;
}

export function projectLabel(projects: readonly string[]): string {
  return projects.length === 1 ? projects[0] : '[]';
}
