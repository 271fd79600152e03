import { array, boolean, constant, dateTime, integer, named, nullable, object, string, type Infer } from '@pennant/platform';
import { userSummarySchema } from '../list-users/list-users.response';

/**
 * Unleash's publicSignupTokenSchema. The secret and the link's `url` are shown once, in the create
 * answer; afterwards `secret` is the link's fingerprint (what its routes take) and `url` is null
 * (ADR 0051, 0060: no secret created through the API is kept in clear).
 */
export const publicSignupTokenSchema = named(
  'publicSignupTokenSchema',
  object(
    {
      secret: string(),
      /** The console's sign-up page for the link: in the create answer only. */
      url: nullable(string()),
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
