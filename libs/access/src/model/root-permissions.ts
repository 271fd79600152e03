import type { RootRoleName } from '@pennant/kernel';

/**
 * Every permission a route declares besides ADMIN: what an Editor holds (Unleash's Editor: all but
 * user, token, signal and instance administration). A unit test checks this list against the
 * declarations in docs/openapi.json, so a new permission cannot be forgotten here.
 */
export const EDITOR_PERMISSIONS = [
  'CREATE_FEATURE',
  'UPDATE_FEATURE',
  'DELETE_FEATURE',
  'CREATE_FEATURE_STRATEGY',
  'UPDATE_FEATURE_STRATEGY',
  'DELETE_FEATURE_STRATEGY',
  'UPDATE_FEATURE_ENVIRONMENT',
  'UPDATE_FEATURE_ENVIRONMENT_VARIANTS',
  'APPROVE_CHANGE_REQUEST',
  'CREATE_PROJECT',
  'UPDATE_PROJECT',
  'DELETE_PROJECT',
  'CREATE_SEGMENT',
  'UPDATE_SEGMENT',
  'DELETE_SEGMENT',
  'CREATE_CONTEXT_FIELD',
  'UPDATE_CONTEXT_FIELD',
  'DELETE_CONTEXT_FIELD',
  'CREATE_STRATEGY',
  'UPDATE_STRATEGY',
  'DELETE_STRATEGY',
  'CREATE_ENVIRONMENT',
  'UPDATE_ENVIRONMENT',
  'DELETE_ENVIRONMENT',
  'CREATE_TAG_TYPE',
  'UPDATE_TAG_TYPE',
  'DELETE_TAG_TYPE',
  'CREATE_ADDON',
  'UPDATE_ADDON',
  'DELETE_ADDON',
] as const;

/** The permissions a root role holds everywhere, as `GET /api/admin/user` lists them. */
export function rootRolePermissions(role: RootRoleName): readonly string[] {
  if (role === 'Admin') return ['ADMIN'];
  if (role === 'Editor') return EDITOR_PERMISSIONS;
  return [];
}
