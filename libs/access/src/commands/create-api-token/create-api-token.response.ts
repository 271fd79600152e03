import { array, boolean, dateTime, named, nullable, object, oneOf, string } from '@pennant/platform';

const TOKEN_KINDS = ['client', 'backend', 'admin', 'frontend'] as const;

/** The fields of an API token but its secret (Unleash's apiTokenSchema). */
const tokenFields = {
  tokenName: string(),
  /** Unleash's older name of `tokenName`. */
  username: string(),
  type: oneOf(TOKEN_KINDS),
  environment: string(),
  /** The single project, `*` for all, `[]` for several. */
  project: string(),
  projects: array(string()),
  expiresAt: nullable(dateTime()),
  createdAt: dateTime(),
  alias: nullable(string()),
  /** When the token was last used (throttled: to the minute). */
  seenAt: nullable(dateTime()),
  /** Unleash's "new token format": the secret cannot be copied again after creation (Pennant keeps only its hash). */
  secure: boolean(),
  /** Pennant addition: names the token for revoking without its secret (`DELETE /api/admin/api-tokens/fingerprint/{fingerprint}`). */
  fingerprint: string(),
};

/** A token just created: the only answer that carries its secret. */
export const createdApiTokenSchema = named(
  'apiTokenSchema',
  object({ secret: string({ minLength: 1 }), ...tokenFields }, { strict: true }),
);

/** A listed token: `secret` is only a masked hint (its first characters), never the secret. */
const listedApiTokenSchema = object(
  {
    secret: {
      ...string(),
      json: {
        type: 'string',
        description: 'Masked: the first characters of the secret and asterisks; the secret itself is shown only on creation',
      },
    },
    ...tokenFields,
  },
  { strict: true },
);

/** Unleash's apiTokensSchema (secrets masked). */
export const apiTokensSchema = named(
  'apiTokensSchema',
  object({ tokens: array(listedApiTokenSchema, { maxItems: 100000 }) }, { strict: true }),
);
