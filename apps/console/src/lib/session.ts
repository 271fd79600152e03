import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { request } from '../api/http';

/** The signed-in person, as `GET /api/admin/user` answers (Unleash's shape). */
export interface CurrentUser {
  id?: number;
  name?: string | null;
  email?: string | null;
  username?: string | null;
  imageUrl?: string | null;
  rootRole?: number | string;
}
export interface Permission {
  permission: string;
  project?: string;
  environment?: string;
}
export interface Session {
  user: CurrentUser;
  permissions: Permission[];
}

/** The sign-in piece's paths (Unleash's: simple password sign-in, logout, the current user). */
export const AUTH_PATHS = { me: '/api/admin/user', login: '/auth/simple/login', logout: '/logout' } as const;

/**
 * Who is signed in (the session cookie's user; or an admin token's user-like actor when a
 * proxy adds a token to every request), or null when nobody is (401).
 */
export async function fetchSession(): Promise<Session | null> {
  try {
    const answer = await request<Partial<Session>>('GET', AUTH_PATHS.me);
    return { user: answer.user ?? {}, permissions: answer.permissions ?? [] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({ queryKey: ['session'], queryFn: fetchSession, staleTime: 60_000, retry: false });

export function useSession() {
  return useQuery(sessionQuery);
}

export function displayName(user: CurrentUser): string {
  return user.name || user.username || user.email || 'Signed in';
}

/** ADMIN grants everything; otherwise the permission, in the project and environment when given. */
export function hasPermission(session: Session, permission: string, project?: string, environment?: string): boolean {
  return session.permissions.some(
    (p) =>
      p.permission === 'ADMIN' ||
      (p.permission === permission &&
        (p.project === undefined || p.project === project || p.project === '*') &&
        (p.environment === undefined || p.environment === environment)),
  );
}
