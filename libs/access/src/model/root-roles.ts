import { BadDataError, type RootRoleName } from '@pennant/kernel';

export interface RootRole {
  id: number;
  name: RootRoleName;
  description: string;
  type: 'root';
}

/** Unleash's predefined root roles and their ids. */
export const ROOT_ROLES: readonly RootRole[] = [
  {
    id: 1,
    name: 'Admin',
    description: 'Users with the root admin role have superuser access to Unleash and can perform any operation.',
    type: 'root',
  },
  {
    id: 2,
    name: 'Editor',
    description: 'Users with the root editor role have access to most features in Unleash, but can not manage users and roles.',
    type: 'root',
  },
  { id: 3, name: 'Viewer', description: 'Users with the root viewer role can only read root resources in Unleash.', type: 'root' },
];

export function rootRoleName(id: number): RootRoleName {
  return ROOT_ROLES.find((r) => r.id === id)?.name ?? 'Viewer';
}

/** A root role given as its id (1, 2, 3, also as a string) or its name (case-insensitive). */
export function parseRootRole(value: unknown, path = 'body.rootRole'): number {
  const byId =
    typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))
      ? ROOT_ROLES.find((r) => r.id === Number(value))
      : undefined;
  const byName = typeof value === 'string' ? ROOT_ROLES.find((r) => r.name.toLowerCase() === value.trim().toLowerCase()) : undefined;
  const role = byId ?? byName;
  if (!role) {
    const message = `${path} must be a root role: 1 (Admin), 2 (Editor), 3 (Viewer) or its name`;
    throw new BadDataError(`Request validation failed: your request body or params contain invalid data: ${message}`, [{ path, message }]);
  }
  return role.id;
}
