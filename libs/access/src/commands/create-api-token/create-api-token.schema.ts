import { array, named, nullable, object, optional, string, type Infer } from '@pennant/platform';

const name = string({ minLength: 1, maxLength: 100 });

/** Body of POST /api/admin/api-tokens, as Unleash takes it; `type` is checked case-insensitively. */
export const createApiTokenSchema = named(
  'createApiTokenSchema',
  object({
    tokenName: optional(name),
    username: optional(name),
    type: string({ minLength: 1, maxLength: 20 }),
    environment: optional(string({ minLength: 1, maxLength: 100 })),
    project: optional(string({ minLength: 1, maxLength: 100 })),
    projects: optional(array(string({ minLength: 1, maxLength: 100 }), { maxItems: 500 })),
    expiresAt: optional(nullable(string({ maxLength: 64 }))),
  }),
);

export type CreateApiTokenBody = Infer<typeof createApiTokenSchema>;
