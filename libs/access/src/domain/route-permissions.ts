import { assertNever } from '@pennant/events';
import { NoAccessError, type AccessPolicy, type AccessScope, type Principal, type RootRoleName } from '@pennant/kernel';
import { grantsAllow } from './project-roles';

/** Permission names as Unleash spells them; `NONE` = any authenticated admin API caller. */
export type Permission = string;

/** Root roles: Admin has everything, Editor everything but ADMIN, Viewer nothing (reads need NONE). */
export function roleHasPermission(role: RootRoleName, permission: Permission): boolean {
  if (permission === 'NONE') return true;
  switch (role) {
    case 'Admin':
      return true;
    case 'Editor':
      return permission !== 'ADMIN';
    case 'Viewer':
      return false;
    default:
      return assertNever(role);
  }
}

/** Whether a caller of the admin API holds `permission` in `scope` (a project and an environment, when named). */
export function holdsPermission(principal: Principal, permission: Permission, scope: AccessScope): boolean {
  if (principal.type === 'admin') return true;
  if (principal.type !== 'user') return false;
  if (roleHasPermission(principal.rootRole ?? 'Viewer', permission)) return true;
  // Project roles (own and groups'): what the root role does not allow may be allowed in one project.
  const grants = scope.project !== null ? principal.projectPermissions?.[scope.project] : undefined;
  return grants !== undefined && grantsAllow(grants, permission, scope.environment);
}

/** The 403 of a missing permission, naming it (Unleash's wording and `permissions` array). */
export function missingPermission(permission: Permission): NoAccessError {
  return new NoAccessError(
    `You don't have the required permissions to perform this operation. You need the "${permission}" permission to perform this action.`,
    [permission],
  );
}

/**
 * The policy the HTTP pipeline applies to a route's declared permission (ADR 0029), and handlers
 * to effects outside the route's own scope: admin API tokens pass; users by root role, then by
 * their project roles in the scope's project.
 */
export const rootRoleAccessPolicy: AccessPolicy = {
  check(principal: Principal, permission: Permission, scope: AccessScope): NoAccessError | null {
    return holdsPermission(principal, permission, scope) ? null : missingPermission(permission);
  },
};

/**
 * Whether `caller` holds every right of `account` (a service account that something will act as,
 * ADR 0056): an admin token or an Admin holds all; otherwise the caller's root role must grant
 * what the account's grants (Admin > Editor > Viewer), and each of the account's project-role
 * permissions must be the caller's too, in that project and with at least that environment reach
 * (a permission for every environment needs one for every environment).
 */
export function holdsRightsOf(caller: Principal, account: Principal): boolean {
  if (caller.type === 'admin') return true;
  if (caller.type !== 'user') return false;
  if (holdsPermission(caller, 'ADMIN', { project: null, environment: null })) return true;
  const accountRole = account.rootRole ?? 'Viewer';
  if (accountRole === 'Admin') return false;
  if (accountRole === 'Editor' && (caller.rootRole ?? 'Viewer') !== 'Editor') return false;
  for (const [project, grants] of Object.entries(account.projectPermissions ?? {}))
    for (const grant of grants) if (!holdsPermission(caller, grant.name, { project, environment: grant.environment ?? null })) return false;
  return true;
}
