import { boolean, integer, named, object, optional, string } from '@pennant/platform';

const expiresAt = string({ minLength: 1, maxLength: 64 });

/** Unleash's publicSignupTokenCreateSchema. New users get the Viewer root role (3); no other may be chosen. */
export const publicSignupTokenCreateSchema = named(
  'publicSignupTokenCreateSchema',
  object({
    name: string({ minLength: 1, maxLength: 255 }),
    expiresAt,
    roleId: optional(integer({ min: 3, max: 3 })),
  }),
);

/** Unleash's publicSignupTokenUpdateSchema: absent = keep; a past `expiresAt` stops the link at once. */
export const publicSignupTokenUpdateSchema = named(
  'publicSignupTokenUpdateSchema',
  object({ expiresAt: optional(expiresAt), enabled: optional(boolean()) }),
);
