import { array, boolean, constant, dateTime, integer, named, nullable, object, string, type Infer } from '@pennant/platform';
import { userSummarySchema } from '../list-users/user.responses';

/** Unleash's publicSignupTokenSchema: the secret is shown to admins on every read (they share the link, ADR 0051). */
export const publicSignupTokenSchema = named(
  'publicSignupTokenSchema',
  object(
    {
      secret: string(),
      /** The console's sign-up page for the link. */
      url: string(),
      name: string(),
      enabled: boolean(),
      expiresAt: dateTime(),
      createdAt: dateTime(),
      createdBy: nullable(string()),
      users: nullable(array(userSummarySchema, { maxItems: 100000 })),
      role: object({ id: integer({ min: 1 }), name: string(), type: constant('root') }, { strict: true }),
    },
    { strict: true },
  ),
);

export const publicSignupTokensSchema = named(
  'publicSignupTokensSchema',
  object({ tokens: array(publicSignupTokenSchema, { maxItems: 100000 }) }, { strict: true }),
);

export type PublicSignupTokenResponse = Infer<typeof publicSignupTokenSchema>;
