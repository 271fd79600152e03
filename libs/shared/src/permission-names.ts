/**
 * The permission names of project roles. Pure and free of imports: the console's role editor
 * reads them from here too (ADR 0042).
 */

/** The permissions a project role can grant (Unleash's names). */
export const PROJECT_PERMISSIONS = [
  'CREATE_FEATURE',
  'UPDATE_FEATURE',
  'DELETE_FEATURE',
  'CREATE_FEATURE_STRATEGY',
  'UPDATE_FEATURE_STRATEGY',
  'DELETE_FEATURE_STRATEGY',
  'UPDATE_FEATURE_ENVIRONMENT',
  'UPDATE_FEATURE_ENVIRONMENT_VARIANTS',
  'APPROVE_CHANGE_REQUEST',
  'UPDATE_PROJECT',
  'DELETE_PROJECT',
] as const;

/** Of those, the ones given per environment (a grant without an environment covers every one). */
export const ENVIRONMENT_PERMISSIONS: readonly string[] = [
  'CREATE_FEATURE_STRATEGY',
  'UPDATE_FEATURE_STRATEGY',
  'DELETE_FEATURE_STRATEGY',
  'UPDATE_FEATURE_ENVIRONMENT',
  'UPDATE_FEATURE_ENVIRONMENT_VARIANTS',
  'APPROVE_CHANGE_REQUEST',
];
