import type { RolePermission } from '@pennant/events';

import { PROJECT_PERMISSIONS } from '@pennant/shared';

export { ENVIRONMENT_PERMISSIONS, PROJECT_PERMISSIONS } from '@pennant/shared';

export interface ProjectRole {
  id: number;
  name: string;
  description: string;
  type: 'project' | 'custom';
  permissions: RolePermission[];
}

const all = (names: readonly string[]): RolePermission[] => names.map((name) => ({ name }));

/** Unleash's predefined project roles, with ids after the root roles' 1–3. */
export const BUILT_IN_PROJECT_ROLES: readonly ProjectRole[] = [
  {
    id: 4,
    name: 'Owner',
    description: 'Users with the project owner role have full control over the project.',
    type: 'project',
    permissions: all(PROJECT_PERMISSIONS),
  },
  {
    id: 5,
    name: 'Member',
    description: 'Users with the project member role are allowed to view, create, and update feature flags within a project.',
    type: 'project',
    permissions: all(PROJECT_PERMISSIONS.filter((p) => p !== 'UPDATE_PROJECT' && p !== 'DELETE_PROJECT')),
  },
];

/** Ids below this are built in (root roles 1–3, project roles 4–5); custom roles count on from it. */
export const FIRST_CUSTOM_ROLE_ID = 6;

/** Whether `grants` (of one project) allow `permission`, in `environment` when the route names one. */
export function grantsAllow(grants: readonly RolePermission[], permission: string, environment: string | null): boolean {
  return grants.some((g) => g.name === permission && (g.environment === undefined || g.environment === environment));
}
