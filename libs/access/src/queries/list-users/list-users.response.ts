import { array, boolean, constant, dateTime, integer, named, nullable, object, optional, string, union } from '@pennant/platform';

const id = integer({ min: 1 });

/** Unleash's roleSchema for a root role (Admin 1, Editor 2, Viewer 3). */
export const rootRoleSchema = named(
  'roleSchema',
  object({ id, name: string(), description: string(), type: constant('root') }, { strict: true }),
);

const userFields = {
  id,
  name: nullable(string()),
  email: nullable(string()),
  username: nullable(string()),
  imageUrl: string(),
  /** Pennant does not record when a user was last seen: always null. */
  seenAt: nullable(dateTime()),
  loginAttempts: integer({ min: 0 }),
  createdAt: dateTime(),
  rootRole: id,
  isAPI: constant(false),
  accountType: constant('User'),
  /** False once deactivated (ADR 0046). */
  isActive: boolean(),
};

/** A user as a group's members and a sign-up link's users show them. */
export const userSummarySchema = named(
  'userSummarySchema',
  object({ id, name: nullable(string()), email: nullable(string()), username: nullable(string()) }, { strict: true }),
);

/** Unleash's userSchema (never a password nor its hash). */
export const userSchema = named('userSchema', object(userFields, { strict: true }));

/** A user just created: Pennant sends no welcome email. */
export const createdUserSchema = named(
  'createUserResponseSchema',
  object(
    {
      ...userFields,
      emailSent: boolean(),
      /** Present when created without a password (ADR 0047), shown once. */ inviteLink: optional(string()),
    },
    { strict: true },
  ),
);

/** Unleash's usersSchema: the users and the root roles one can give them. */
export const usersSchema = named(
  'usersSchema',
  object({ users: array(userSchema, { maxItems: 100000 }), rootRoles: array(rootRoleSchema) }, { strict: true }),
);

/** A service account's token (a PAT of its own), never its secret. */
const serviceAccountTokenSchema = named(
  'serviceAccountTokenSchema',
  object({ id, description: string(), expiresAt: dateTime(), createdAt: dateTime() }, { strict: true }),
);

/** Unleash's serviceAccountSchema. */
export const serviceAccountSchema = named(
  'serviceAccountSchema',
  object(
    {
      id,
      name: nullable(string()),
      username: string(),
      imageUrl: string(),
      createdAt: dateTime(),
      rootRole: id,
      isAPI: constant(false),
      accountType: constant('Service Account'),
      tokens: array(serviceAccountTokenSchema),
    },
    { strict: true },
  ),
);

/** Unleash's serviceAccountsSchema: the accounts and the root roles one can give them. */
export const serviceAccountsSchema = named(
  'serviceAccountsSchema',
  object({ serviceAccounts: array(serviceAccountSchema, { maxItems: 100000 }), rootRoles: array(rootRoleSchema) }, { strict: true }),
);

/** A service account's tokens (no secrets). */
export const serviceAccountTokensSchema = object({ tokens: array(serviceAccountTokenSchema) }, { strict: true });

/** The caller when it is an API token, not a user: a user-like actor (`isAPI` true, `accountType` "API token") with the Admin root role. */
const tokenActorSchema = object(
  { id: integer(), name: string(), username: string(), isAPI: boolean(), accountType: string(), rootRole: id },
  { strict: true },
);

/** What the caller may do: root-role permissions, then each project role's, per project (and environment). */
const permissionGrantSchema = object(
  { permission: string(), project: optional(string()), environment: optional(string()) },
  { strict: true },
);

/** Unleash's meSchema: the signed-in user (or the API token's actor) and their permissions. */
/** Unleash's feedbackResponseSchema: a feedback prompt as the user answered it. */
export const feedbackResponseSchema = named(
  'feedbackResponseSchema',
  object({ userId: integer(), feedbackId: string(), neverShow: boolean(), given: nullable(dateTime()) }, { strict: true }),
);

export const meSchema = named(
  'meSchema',
  object(
    {
      user: union([userSchema, tokenActorSchema]),
      permissions: array(permissionGrantSchema, { maxItems: 100000 }),
      /** The feedback prompts the user answered (Unleash's feedbackResponseSchema items). */
      feedback: array(feedbackResponseSchema, { maxItems: 10000 }),
      splash: object({}),
    },
    { strict: true },
  ),
);
