import { array, integer, named, object, oneOf, optional, string } from '@pennant/platform';

const permissionSchema = object({ name: string(), environment: optional(string()) }, { strict: true });

/** Unleash's roleWithPermissionsSchema: a root role (no permissions listed), a built-in or a custom project role. */
export const roleResponseSchema = named(
  'roleWithPermissionsSchema',
  object(
    {
      id: integer({ min: 1 }),
      name: string(),
      description: string(),
      type: oneOf(['root', 'project', 'custom'] as const),
      permissions: optional(array(permissionSchema)),
    },
    { strict: true },
  ),
);

/** Unleash's rolesSchema: root roles, then the built-in project roles, then the custom ones. */
export const rolesResponseSchema = named(
  'rolesSchema',
  object({ version: integer({ min: 1, max: 1 }), roles: array(roleResponseSchema) }, { strict: true }),
);
