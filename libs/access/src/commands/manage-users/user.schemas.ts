import { boolean, integer, nullable, object, oneOf, optional, string, type Infer, type Schema } from '@pennant/platform';

const email = string({ minLength: 3, maxLength: 255, pattern: /^[^\s@]+@[^\s@]+$/, patternHint: 'must be an email address' });
const username = string({ minLength: 1, maxLength: 255 });
const name = string({ maxLength: 255 });

/** Accepts a root role id (number) or name; `parseRootRole` resolves it. */
export const rootRoleSchema: Schema<unknown> = {
  json: { oneOf: [integer({ min: 1, max: 3 }).json, oneOf(['Admin', 'Editor', 'Viewer']).json] },
  parse: (value) => value,
};

/** Body of POST /api/admin/user-admin; passwords are not supported (users authenticate with PATs). */
export const createUserSchema = object({
  email: optional(email),
  username: optional(username),
  name: optional(nullable(name)),
  rootRole: rootRoleSchema,
  sendEmail: optional(boolean()),
});

/** Body of PUT /api/admin/user-admin/{id}: absent = keep, `null` name = clear. */
export const updateUserSchema = object({
  email: optional(nullable(email)),
  username: optional(nullable(username)),
  name: optional(nullable(name)),
  rootRole: optional(rootRoleSchema),
});

export type CreateUserBody = Infer<typeof createUserSchema>;
export type UpdateUserBody = Infer<typeof updateUserSchema>;
