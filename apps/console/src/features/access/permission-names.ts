// The API's own permission names for project roles (one list for both sides, ADR 0042; shared package, ADR 0066).
export { ENVIRONMENT_PERMISSIONS, PROJECT_PERMISSIONS } from '../../../../../libs/shared/src/index';

/** "UPDATE_FEATURE_ENVIRONMENT" → "Update feature environment". */
export function permissionLabel(name: string): string {
  const words = name.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
