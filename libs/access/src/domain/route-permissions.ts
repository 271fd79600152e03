import { assertNever } from '@pennant/events';
import { NoAccessError, type AccessPolicy, type Principal, type RootRoleName } from '@pennant/platform';
import { grantsAllow } from './project-roles';

/** Permission names as Unleash spells them; `NONE` = any authenticated caller. */
export type Permission = string;

interface Rule {
  methods: readonly string[];
  pattern: RegExp;
  permission: Permission;
}

const ANY = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const WRITE = ['POST', 'PUT', 'PATCH', 'DELETE'];
const seg = '[^/]+';
const p = (source: string) => new RegExp(`^/api/admin${source}/?$`);
const feature = `/projects/${seg}/features/${seg}`;
const strategies = `${feature}/environments/${seg}/strategies`;

/**
 * Route → required permission, first match wins. Only ADMIN-gated reads are listed among GETs:
 * every other GET needs no permission. An unlisted write needs ADMIN (deny by default), so a new
 * route stays admin-only until it is added here.
 */
const RULES: readonly Rule[] = [
  // ADMIN only: user admin, service accounts, API tokens, signal endpoints/signals, the full event list (reference §3, §9.2).
  { methods: ANY, pattern: p('/user-admin(/.*)?'), permission: 'ADMIN' },
  { methods: ANY, pattern: p('/service-account(/.*)?'), permission: 'ADMIN' },
  { methods: ANY, pattern: p('/groups(/.*)?'), permission: 'ADMIN' },
  { methods: WRITE, pattern: p('/roles(/.*)?'), permission: 'ADMIN' },
  { methods: ANY, pattern: p('/api-tokens(/.*)?'), permission: 'ADMIN' },
  { methods: ANY, pattern: p(`/projects/${seg}/api-tokens(/.*)?`), permission: 'ADMIN' },
  { methods: ANY, pattern: p('/signal-endpoints(/.*)?'), permission: 'ADMIN' },
  { methods: ANY, pattern: p('/signals'), permission: 'ADMIN' },
  { methods: ['GET', 'HEAD'], pattern: p('/events'), permission: 'ADMIN' },
  { methods: ['GET', 'HEAD'], pattern: p('/search/events'), permission: 'ADMIN' },
  // The live stream carries the same full event list (ADR 0015).
  { methods: ['GET', 'HEAD'], pattern: p('/events/stream'), permission: 'ADMIN' },
  // Projection status and rebuilds are for operators (ADR 0018).
  { methods: ANY, pattern: p('/projections(/.*)?'), permission: 'ADMIN' },
  // Verifying the hash chain reads the whole log (ADR 0013).
  { methods: ['GET', 'HEAD'], pattern: p('/events/verify'), permission: 'ADMIN' },
  // The export is the whole log, metadata included (issue 7 §1).
  { methods: ['GET', 'HEAD'], pattern: p('/events/export'), permission: 'ADMIN' },
  // Anyone authenticated: their own PATs and profile, favourites.
  { methods: ANY, pattern: p('/user(/.*)?'), permission: 'NONE' },
  { methods: WRITE, pattern: p(`/projects/${seg}(/features/${seg})?/favorites`), permission: 'NONE' },
  { methods: ['GET', 'HEAD'], pattern: /^\/api\/admin(\/.*)?$/, permission: 'NONE' },
  // Writes.
  // An export reads flags (what every caller may) and records who took them out; an import creates and changes flags.
  { methods: ['POST'], pattern: p('/features-batch/export'), permission: 'NONE' },
  { methods: ['POST'], pattern: p('/features-batch/(import|validate)'), permission: 'CREATE_FEATURE' },
  { methods: ['POST'], pattern: p(`${strategies}/set-sort-order`), permission: 'UPDATE_FEATURE_STRATEGY' },
  { methods: ['POST'], pattern: p(strategies), permission: 'CREATE_FEATURE_STRATEGY' },
  { methods: ['PUT', 'PATCH'], pattern: p(`${strategies}/${seg}`), permission: 'UPDATE_FEATURE_STRATEGY' },
  { methods: ['DELETE'], pattern: p(`${strategies}/${seg}`), permission: 'DELETE_FEATURE_STRATEGY' },
  { methods: ['POST'], pattern: p(`${feature}/environments/${seg}/(on|off)`), permission: 'UPDATE_FEATURE_ENVIRONMENT' },
  { methods: ['POST'], pattern: p(`/projects/${seg}/features`), permission: 'CREATE_FEATURE' },
  { methods: ['DELETE'], pattern: p(feature), permission: 'DELETE_FEATURE' },
  { methods: WRITE, pattern: p(`${feature}(/.*)?`), permission: 'UPDATE_FEATURE' },
  { methods: WRITE, pattern: p(`/projects/${seg}/change-requests(/.*)?`), permission: 'APPROVE_CHANGE_REQUEST' },
  { methods: WRITE, pattern: p(`/projects/${seg}/environments/${seg}/change-requests(/.*)?`), permission: 'UPDATE_FEATURE' },
  { methods: WRITE, pattern: p(`/projects/${seg}/actions(/.*)?`), permission: 'UPDATE_PROJECT' },
  { methods: ['POST'], pattern: p('/projects'), permission: 'CREATE_PROJECT' },
  { methods: ['POST'], pattern: p(`/projects/(archive|revive)/${seg}`), permission: 'DELETE_PROJECT' },
  { methods: ['DELETE'], pattern: p(`/projects/${seg}`), permission: 'DELETE_PROJECT' },
  { methods: WRITE, pattern: p(`/projects/${seg}(/.*)?`), permission: 'UPDATE_PROJECT' },
  { methods: ['POST'], pattern: p('/segments'), permission: 'CREATE_SEGMENT' },
  { methods: ['PUT', 'PATCH'], pattern: p(`/segments/${seg}`), permission: 'UPDATE_SEGMENT' },
  { methods: ['DELETE'], pattern: p(`/segments/${seg}`), permission: 'DELETE_SEGMENT' },
  // Context fields and strategy definitions: Unleash's Editor role has these permissions.
  { methods: ['POST'], pattern: p('/context/validate'), permission: 'UPDATE_CONTEXT_FIELD' },
  { methods: ['POST'], pattern: p('/context'), permission: 'CREATE_CONTEXT_FIELD' },
  { methods: ['PUT'], pattern: p(`/context/${seg}`), permission: 'UPDATE_CONTEXT_FIELD' },
  { methods: ['DELETE'], pattern: p(`/context/${seg}`), permission: 'DELETE_CONTEXT_FIELD' },
  { methods: ['POST'], pattern: p('/strategies'), permission: 'CREATE_STRATEGY' },
  { methods: ['PUT'], pattern: p(`/strategies/${seg}`), permission: 'UPDATE_STRATEGY' },
  { methods: ['POST'], pattern: p(`/strategies/${seg}/(deprecate|reactivate)`), permission: 'UPDATE_STRATEGY' },
  { methods: ['DELETE'], pattern: p(`/strategies/${seg}`), permission: 'DELETE_STRATEGY' },
  { methods: ['POST'], pattern: p('/environments'), permission: 'CREATE_ENVIRONMENT' },
  { methods: ['DELETE'], pattern: p(`/environments/${seg}`), permission: 'DELETE_ENVIRONMENT' },
  { methods: WRITE, pattern: p('/environments(/.*)?'), permission: 'UPDATE_ENVIRONMENT' },
];

/** The permission a request needs (path without query string). */
export function requiredPermission(method: string, path: string): Permission {
  const m = method.toUpperCase() === 'OPTIONS' ? 'GET' : method.toUpperCase();
  const normalized = path.replace(/\/{2,}/g, '/');
  return RULES.find((r) => r.methods.includes(m) && r.pattern.test(normalized))?.permission ?? 'ADMIN';
}

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

const PROJECT_PATH = /^\/api\/admin\/projects\/(?:(?:archive|revive)\/)?([^/]+)(\/.*)?$/;
const ENVIRONMENT_IN_PATH = /\/environments\/([^/]+)/;

/** The project a path acts on and the environment it names, if any (`/projects/{p}/…/environments/{env}/…`). */
export function projectScopeOf(path: string): { project: string; environment: string | null } | null {
  const match = PROJECT_PATH.exec(path.split('?')[0].replace(/\/{2,}/g, '/'));
  if (!match) return null;
  const environment = ENVIRONMENT_IN_PATH.exec(match[2] ?? '');
  return { project: decodeURIComponent(match[1]), environment: environment ? decodeURIComponent(environment[1]) : null };
}

/** Checked in the onRequest hook, after authentication and before content type and body parsing. */
export const rootRoleAccessPolicy: AccessPolicy = {
  check(principal: Principal, method: string, path: string): NoAccessError | null {
    // Admin API tokens pass everything; SDK tokens never reach admin paths (token-kind rule).
    if (principal.type !== 'user') return null;
    const permission = requiredPermission(method, path);
    if (roleHasPermission(principal.rootRole ?? 'Viewer', permission)) return null;
    // Project roles (own and groups'): what the root role does not allow may be allowed in one project.
    const scope = projectScopeOf(path);
    const grants = scope ? principal.projectPermissions?.[scope.project] : undefined;
    if (scope && grants && grantsAllow(grants, permission, scope.environment)) return null;
    return new NoAccessError(`You don't have the required permissions to perform this operation. You need the "${permission}" permission to perform this action.`, [permission]);
  },
};
