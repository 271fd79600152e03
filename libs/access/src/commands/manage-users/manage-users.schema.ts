import { boolean, integer, named, nullable, object, oneOf, optional, string, type Infer, type Schema } from '@pennant/platform';

const email = string({ minLength: 3, maxLength: 255, pattern: /^[^\s@]+@[^\s@]+$/, patternHint: 'must be an email address' });
const username = string({ minLength: 1, maxLength: 255 });
const name = string({ maxLength: 255 });

/** Accepts a root role id (number) or name; `parseRootRole` resolves it. */
export const rootRoleSchema: Schema<unknown> = named('rootRoleSchema', {
  json: { oneOf: [integer({ min: 1, max: 3 }).json, oneOf(['Admin', 'Editor', 'Viewer']).json] },
  parse: (value) => value,
});

/** Body of POST /api/admin/user-admin; a `password` lets the user sign in to the console (ADR 0030). */
export const createUserSchema = named(
  'createUserSchema',
  object({
    email: optional(email),
    username: optional(username),
    name: optional(nullable(name)),
    rootRole: rootRoleSchema,
    password: optional(string({ minLength: 1, maxLength: 1024 })),
    sendEmail: optional(boolean()),
  }),
);

/** Body of PUT /api/admin/user-admin/{id}: absent = keep, `null` name = clear. */
export const updateUserSchema = named(
  'updateUserSchema',
  object({
    email: optional(nullable(email)),
    username: optional(nullable(username)),
    name: optional(nullable(name)),
    rootRole: optional(rootRoleSchema),
  }),
);

export type CreateUserBody = Infer<typeof createUserSchema>;
export type UpdateUserBody = Infer<typeof updateUserSchema>;
