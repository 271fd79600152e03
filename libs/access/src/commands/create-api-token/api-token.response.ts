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
}

export function projectLabel(projects: readonly string[]): string {
  return projects.length === 1 ? projects[0] : '[]';
}
