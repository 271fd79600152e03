import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded } from '../../api/client';
import { request } from '../../api/http';
import { AUTH_PATHS, type CurrentUser } from '../../lib/session';

/**
 * A public sign-up link's calls (ADR 0051): whether it works, creating the account through it,
 * then the ordinary sign-in with the new credentials.
 */
export const signupLinkQuery = (secret: string) =>
  queryOptions({
    queryKey: ['signup-link', secret],
    queryFn: async () => (await api('get', '/invite/{token}/validate', { path: { token: secret } }), true),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export interface SignUp {
  name: string;
  email: string;
  password: string;
}

export async function signUpAndSignIn(secret: string, person: SignUp) {
  const created = await apiRecorded('post', '/invite/{token}/signup', {
    path: { token: secret },
    body: { ...person, name: person.name || null },
  });
  await request<CurrentUser>('POST', AUTH_PATHS.login, { body: { username: person.email, password: person.password } });
  return created;
}
