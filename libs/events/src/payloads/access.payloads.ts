import type { EventSubject } from './common';

export type TokenKind = 'client' | 'admin' | 'frontend';

/** API tokens are logged without their secret; `secretHash` lets projections authenticate. */
export interface ApiTokenData {
  tokenName: string;
  type: TokenKind;
  environment: string;
  projects: string[];
  expiresAt: string | null;
  createdAt: string;
  alias?: string | null;
}
export interface ApiTokenCreatedPayload extends EventSubject {
  /** `displaySecret` is masked (`*:*.ab12…`: scope and 4 hex digits), never the secret. */
  data: ApiTokenData & { secretHash: string; displaySecret: string };
}
export interface ApiTokenUpdatedPayload extends EventSubject {
  data: { tokenName: string; secretHash: string; expiresAt: string | null };
  preData?: { expiresAt: string | null };
}
export interface ApiTokenDeletedPayload extends EventSubject {
  preData: { tokenName: string; secretHash: string };
}

export interface UserData {
  id: number;
  name: string | null;
  username: string | null;
  email: string | null;
  rootRole: number;
}
export interface UserPayload extends EventSubject {
  data?: UserData | null;
  preData?: UserData | null;
}

export interface PatData {
  id: number;
  userId: number;
  description: string;
  expiresAt: string;
  secret: '***';
  secretHash?: string;
}
export interface PatPayload extends EventSubject {
  data?: PatData | null;
  preData?: PatData | null;
}
