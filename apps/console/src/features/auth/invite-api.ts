import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { CurrentUser } from '../../lib/session';

/**
 * An invitation (or password-reset) link's two public calls (ADR 0047): whose link it is, and
 * setting the password with it, which signs the person in (the session cookie comes back).
 */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: async () => (await api('get', '/auth/reset/validate', { query: { token } })) as CurrentUser,
    // A link is checked once per visit: asking again after it was used would only say "used".
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const acceptInvitation = async (token: string, password: string) =>
  (await api('post', '/auth/reset/password', { body: { token, password } })) as CurrentUser;
