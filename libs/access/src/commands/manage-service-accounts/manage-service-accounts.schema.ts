import { named, nullable, object, optional, string, type Infer } from '@pennant/platform';
import { rootRoleSchema } from '../manage-users/manage-users.schema';

/** Body of POST /api/admin/service-account (Unleash's createServiceAccountSchema). */
export const createServiceAccountSchema = named(
  'createServiceAccountSchema',
  object({
    username: string({ minLength: 1, maxLength: 255, pattern: /^[A-Za-z0-9._@-]+$/, patternHint: 'letters, digits, and . _ @ -' }),
    name: optional(nullable(string({ maxLength: 255 }))),
    rootRole: rootRoleSchema,
  }),
);

/** Body of PUT /api/admin/service-account/{id}: absent = keep; the username cannot change. */
export const updateServiceAccountSchema = named(
  'updateServiceAccountSchema',
  object({
    name: optional(nullable(string({ maxLength: 255 }))),
    rootRole: optional(rootRoleSchema),
  }),
);

export type CreateServiceAccountBody = Infer<typeof createServiceAccountSchema>;
