import { array, dateTime, integer, named, nullable, object, string } from '@pennant/platform';

const patFields = {
  id: integer({ min: 1 }),
  description: string(),
  expiresAt: dateTime(),
  createdAt: dateTime(),
  /** Pennant does not record when a PAT was last used: always null. */
  seenAt: nullable(dateTime()),
  userId: integer({ min: 1 }),
};

/** A personal access token just created (Unleash's patSchema): the only answer that carries its secret (`user:<56 hex>`). */
export const createdPatSchema = named('patSchema', object({ ...patFields, secret: string({ minLength: 1 }) }, { strict: true }));

/** Unleash's patsSchema: a user's tokens, never their secrets. */
export const patsSchema = named(
  'patsSchema',
  object({ pats: array(object(patFields, { strict: true }), { maxItems: 100000 }) }, { strict: true }),
);
