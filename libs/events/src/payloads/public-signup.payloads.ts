import type { EventSubject } from './common';

/**
 * A public sign-up link ("invite link", ADR 0051). Its secret never enters the log: events carry
 * `secret: '***'` and the link's `fingerprint` (the first 16 hex digits of the secret's SHA-256),
 * which is also its identity (stream `public-signup-token-<fingerprint>`).
 */
export interface PublicSignupTokenData {
  fingerprint: string;
  secret: '***';
  name: string;
  enabled: boolean;
  expiresAt: string;
  createdAt: string;
  createdBy: string;
  /** The root role every user who signs up through the link gets (Viewer, 3). */
  rootRole: number;
}
export interface PublicSignupTokenCreatedPayload extends EventSubject {
  data: PublicSignupTokenData;
}
export interface PublicSignupTokenUpdatedPayload extends EventSubject {
  data: PublicSignupTokenData;
  preData: PublicSignupTokenData;
}
/** Someone created their account through the link. */
export interface PublicSignupTokenUserAddedPayload extends EventSubject {
  data: { fingerprint: string; secret: '***'; name: string; userId: number };
}
