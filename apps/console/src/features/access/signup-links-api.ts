import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded } from '../../api/client';
import { ACCESS_KEY } from '../../api/access-api';

/**
 * A public sign-up link ("invite link", ADR 0051, 0060). Its secret and `url` are shown once, in the
 * create answer; the list names it by its fingerprint (`secret`) and has no `url`.
 */
export interface SignupLink {
  secret: string;
  url: string | null;
  name: string;
  enabled: boolean;
  expiresAt: string;
  createdAt: string;
  createdBy: string | null;
  users: Array<{ id: number; name: string | null; email: string | null; username: string | null }> | null;
  role: { id: number; name: string; type: string };
}

export const signupLinksQuery = queryOptions({
  queryKey: [...ACCESS_KEY, 'invite-links'],
  queryFn: async () => (await api('get', '/api/admin/invite-link/tokens')).tokens as SignupLink[],
});

/** The link people can sign up through now: enabled and not expired (Unleash's UI shows one). */
export const activeLink = (links: readonly SignupLink[], now = Date.now()): SignupLink | undefined =>
  links.find((l) => l.enabled && Date.parse(l.expiresAt) > now);

/** The expiries Unleash's UI offers for a link. */
export const EXPIRY_CHOICES = [
  { label: '1 week', days: 7 },
  { label: '1 month', days: 30 },
  { label: '6 months', days: 182 },
  { label: '1 year', days: 365 },
] as const;

export const expiryIn = (days: number, now = Date.now()): string => new Date(now + days * 86_400_000).toISOString();

export const createSignupLink = (body: { name: string; expiresAt: string }) =>
  apiRecorded('post', '/api/admin/invite-link/tokens', { body });

/** A past or present `expiresAt` stops the link at once: how the console deletes one. */
export const updateSignupLink = (secret: string, body: { expiresAt?: string; enabled?: boolean }) =>
  apiRecorded('put', '/api/admin/invite-link/tokens/{token}', { path: { token: secret }, body });
