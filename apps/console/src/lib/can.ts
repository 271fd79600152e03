import type { PathWith } from '../api/client';
import { OPERATIONS } from '../api/operations.gen';
import { hasPermission, useSession, type Session } from './session';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Whether the signed-in person may call an operation, by the access the API declares for it
 * (docs/openapi.json's `x-pennant-access`): the console offers only what the API would allow.
 */
export function canCall<M extends Method>(
  session: Session | null | undefined,
  method: M,
  path: PathWith<M>,
  scope: { project?: string; environment?: string } = {},
): boolean {
  if (!session) return false;
  const access = OPERATIONS[`${method} ${path}`]?.access ?? 'public';
  if (access === 'public' || access === 'permission:NONE') return true;
  if (access === 'user') return session.user.id !== undefined && session.user.id > 0;
  if (!access.startsWith('permission:')) return false;
  return hasPermission(session, access.slice('permission:'.length), scope.project, scope.environment);
}

/** `can('post', '/api/admin/segments')` for the signed-in person. */
export function useCan() {
  const session = useSession();
  return <M extends Method>(method: M, path: PathWith<M>, scope?: { project?: string; environment?: string }) =>
    canCall(session.data, method, path, scope);
}
