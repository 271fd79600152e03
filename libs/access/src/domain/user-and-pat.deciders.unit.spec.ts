import { ItemIdTakenError } from '@pennant/core';
import { deciderSpec } from '@pennant/core/testing';
import { BadDataError } from '@pennant/kernel';
import {
  CannotDeactivateSelfError,
  LastActiveAdminError,
  OperationDeniedError,
  PatDescriptionExistsError,
  PatNotFoundError,
  EmailIsAUsernameError,
  ServiceAccountNotFoundError,
  UserExistsError,
  UsernameIsAnEmailError,
  UserNotFoundError,
} from './access.errors';
import { patDecider, type CreatePat, type PatCommand } from './pat.decider';
import { identityKeys, userDecider, type UserCommand, type UserEvent } from './user.decider';

const alice = { id: 1, name: 'Alice', username: null, email: 'alice@example.com', rootRole: 3 };
const aliceCreated: UserEvent = { type: 'user-created', data: { data: alice } };
const free = { emailTaken: false, usernameTaken: false, usernameIsAnEmail: false, emailIsAUsername: false };

const users = deciderSpec(userDecider);
const pats = deciderSpec(patDecider);

describe('service accounts (on the stream of their user id)', () => {
  const bot = { id: 2, name: 'Deploy bot', username: 'deploy-bot', rootRole: 2 };
  const botCreated: UserEvent = { type: 'service-account-created', data: { data: bot } };

  it('creates a service account on a fresh id; its username must be free among users and accounts (read model)', () => {
    users
      .given([])
      .when({
        kind: 'create-service-account',
        id: 2,
        username: 'deploy-bot',
        name: 'Deploy bot',
        rootRole: 2,
        usernameTaken: false,
        usernameIsAnEmail: false,
      })
      .then([botCreated]);
    users
      .given([])
      .when({
        kind: 'create-service-account',
        id: 3,
        username: 'DEPLOY-BOT',
        name: null,
        rootRole: 3,
        usernameTaken: true,
        usernameIsAnEmail: false,
      })
      .thenThrows(UserExistsError);
    users
      .given([aliceCreated])
      .when({
        kind: 'create-service-account',
        id: 1,
        username: 'ci',
        name: null,
        rootRole: 3,
        usernameTaken: false,
        usernameIsAnEmail: false,
      })
      .thenThrows(ItemIdTakenError);
  });

  it('updates name and root role only when they change, deletes with preData; users and accounts are not each other', () => {
    users
      .given([botCreated])
      .when({ kind: 'update-service-account', id: 2, changes: { rootRole: 3 } })
      .then([{ type: 'service-account-updated', data: { data: { ...bot, rootRole: 3 }, preData: bot } }]);
    users
      .given([botCreated])
      .when({ kind: 'update-service-account', id: 2, changes: { name: 'Deploy bot' } })
      .thenNothing();
    users
      .given([botCreated])
      .when({ kind: 'delete-service-account', id: 2 })
      .then([{ type: 'service-account-deleted', data: { preData: bot } }]);
    users.given([aliceCreated]).when({ kind: 'delete-service-account', id: 1 }).thenThrows(ServiceAccountNotFoundError);
    users.given([botCreated]).when({ kind: 'delete', id: 2 }).thenThrows(UserNotFoundError);
    users
      .given([botCreated, { type: 'service-account-deleted', data: { preData: bot } }])
      .when({ kind: 'update-service-account', id: 2, changes: {} })
      .thenThrows(ServiceAccountNotFoundError);
  });
});

describe('user decider (one stream per user id)', () => {
  const create = (email: string | null, username: string | null = null, facts = free, id = 1): UserCommand => ({
    kind: 'create',
    id,
    email,
    username,
    name: 'Alice',
    rootRole: 3,
    ...facts,
  });

  it('creates a user on a fresh id; a taken email or username (read model, case-insensitive) or no identity is refused', () => {
    users.given([]).when(create('alice@example.com')).then([aliceCreated]);
    users
      .given([])
      .when(create('ALICE@example.com', null, { ...free, emailTaken: true }))
      .thenThrows(UserExistsError);
    users
      .given([])
      .when(create(null, 'alice', { ...free, usernameTaken: true }))
      .thenThrows(UserExistsError);
    users.given([]).when(create(null, null)).thenThrows(BadDataError);
    users
      .given([aliceCreated, { type: 'user-deleted', data: { preData: alice } }])
      .when(create('bob@example.com'))
      .thenThrows(ItemIdTakenError);
  });

  it("refuses a username that is another user's email, and an email that is another's username (ADR 0056)", () => {
    users
      .given([])
      .when(create(null, 'newhire@corp.example', { ...free, usernameIsAnEmail: true }))
      .thenThrows(UsernameIsAnEmailError);
    users
      .given([])
      .when(create('newhire@corp.example', null, { ...free, emailIsAUsername: true }))
      .thenThrows(EmailIsAUsernameError);
    users
      .given([aliceCreated])
      .when({ kind: 'update', id: 1, changes: { username: 'bob@example.com' }, ...free, usernameIsAnEmail: true })
      .thenThrows(UsernameIsAnEmailError);
    users
      .given([])
      .when({
        kind: 'create-service-account',
        id: 2,
        username: 'ann@example.com',
        name: null,
        rootRole: 3,
        usernameTaken: false,
        usernameIsAnEmail: true,
      })
      .thenThrows(UsernameIsAnEmailError);
    // Kept values are not re-checked: a change of root role passes whatever the facts say of them.
    expect(
      users
        .given([{ type: 'user-created', data: { data: { ...alice, username: 'alice' } } }])
        .when({ kind: 'update', id: 1, changes: { rootRole: 2 }, ...free, usernameIsAnEmail: true, emailIsAUsername: true })
        .events(),
    ).toHaveLength(1);
    // Each value is claimed as both an email and a username under the name guard.
    expect(identityKeys('A@x.example', 'bob').sort()).toEqual([
      'user-email:a@x.example',
      'user-email:bob',
      'user-name:a@x.example',
      'user-name:bob',
    ]);
    expect(identityKeys(null, 'Same')).toEqual(['user-email:same', 'user-name:same']);
  });

  it('updates only what changes (a taken email matters only when it is the new one); unknown user → not found; delete records preData', () => {
    users
      .given([aliceCreated])
      .when({ kind: 'update', id: 1, changes: { rootRole: 2 }, ...free })
      .then([{ type: 'user-updated', data: { data: { ...alice, rootRole: 2 }, preData: alice } }]);
    users
      .given([aliceCreated])
      .when({ kind: 'update', id: 1, changes: { rootRole: 3 }, ...free })
      .thenNothing();
    users
      .given([aliceCreated])
      .when({ kind: 'update', id: 1, changes: { email: 'bob@example.com' }, ...free, emailTaken: true })
      .thenThrows(UserExistsError);
    expect(
      users
        .given([aliceCreated])
        .when({ kind: 'update', id: 1, changes: { email: 'alice@example.com', rootRole: 1 }, ...free, emailTaken: true })
        .events(),
    ).toHaveLength(1);
    users
      .given([])
      .when({ kind: 'update', id: 9, changes: {}, ...free })
      .thenThrows(UserNotFoundError);
    users
      .given([aliceCreated])
      .when({ kind: 'delete', id: 1 })
      .then([{ type: 'user-deleted', data: { preData: alice } }]);
  });

  describe('deactivation and reactivation (recorded as user-updated with isActive)', () => {
    const setActive = (active: boolean, facts: { byUserId?: number | null; otherActiveAdmins?: number } = {}, id = 1): UserCommand => ({
      kind: 'set-active',
      id,
      active,
      byUserId: facts.byUserId ?? 7,
      otherActiveAdmins: facts.otherActiveAdmins ?? 1,
    });
    const inactive = { ...alice, isActive: false };
    const deactivated: UserEvent = { type: 'user-updated', data: { data: inactive, preData: alice } };

    it('deactivates an active user and reactivates an inactive one, keeping everything else', () => {
      users.given([aliceCreated]).when(setActive(false)).then([deactivated]);
      users
        .given([aliceCreated, deactivated])
        .when(setActive(true))
        .then([{ type: 'user-updated', data: { data: { ...alice, isActive: true }, preData: inactive } }]);
    });

    it('asking for the state the user is already in records nothing (idempotent, 200)', () => {
      users.given([aliceCreated]).when(setActive(true)).thenNothing();
      users.given([aliceCreated, deactivated]).when(setActive(false)).thenNothing();
      users
        .given([aliceCreated, deactivated])
        .when(setActive(false, { byUserId: 1, otherActiveAdmins: 0 }))
        .thenNothing();
    });

    it('a user cannot deactivate themselves (400), a token or another user can', () => {
      users
        .given([aliceCreated])
        .when(setActive(false, { byUserId: 1 }))
        .thenThrows(CannotDeactivateSelfError);
      users
        .given([aliceCreated])
        .when(setActive(false, { byUserId: null }))
        .then([deactivated]);
    });

    it('the last active Admin cannot be deactivated (409 ConflictError); with another active Admin it can', () => {
      const admin = { ...alice, rootRole: 1 };
      const adminCreated: UserEvent = { type: 'user-created', data: { data: admin } };
      users
        .given([adminCreated])
        .when(setActive(false, { otherActiveAdmins: 0 }))
        .thenThrows(LastActiveAdminError);
      users
        .given([adminCreated])
        .when(setActive(false, { otherActiveAdmins: 1 }))
        .then([{ type: 'user-updated', data: { data: { ...admin, isActive: false }, preData: admin } }]);
      users
        .given([aliceCreated])
        .when(setActive(false, { otherActiveAdmins: 0 }))
        .then([deactivated]);
    });

    it('an unknown or deleted user, or a service account, is not found (404)', () => {
      users
        .given([])
        .when(setActive(false, {}, 9))
        .thenThrows(UserNotFoundError);
      users
        .given([aliceCreated, { type: 'user-deleted', data: { preData: alice } }])
        .when(setActive(true))
        .thenThrows(UserNotFoundError);
      users
        .given([{ type: 'service-account-created', data: { data: { id: 2, name: null, username: 'bot', rootRole: 1 } } }])
        .when(setActive(false, {}, 2))
        .thenThrows(UserNotFoundError);
    });

    it('an update after a deactivation keeps the user inactive', () => {
      users
        .given([aliceCreated, deactivated])
        .when({ kind: 'update', id: 1, changes: { rootRole: 2 }, ...free })
        .then([{ type: 'user-updated', data: { data: { ...inactive, rootRole: 2 }, preData: inactive } }]);
    });
  });

  it("routes the events of the old `users` stream (users and service accounts) to each id's stream", () => {
    const bot: UserEvent = { type: 'service-account-created', data: { data: { id: 2, name: null, username: 'bot', rootRole: 3 } } };
    expect([aliceCreated, bot].map((e) => userDecider.legacy?.route(e))).toEqual(['user-1', 'user-2']);
  });
});

describe('personal access tokens (one stream per user)', () => {
  const now = '2024-01-01T00:00:00.000Z';
  const later = '2030-01-01T00:00:00.000Z';
  const create = (description: string, id = 1, expiresAt = later): PatCommand => ({
    kind: 'create',
    id,
    userId: 1,
    description,
    expiresAt,
    secretHash: 'ab'.repeat(32),
    now,
    maxLifetimeDays: null,
  });

  it('records pat-created with the given id, a masked secret and the hash', () => {
    pats
      .given([])
      .when(create('ci', 7))
      .then([
        {
          type: 'pat-created',
          data: { data: { id: 7, userId: 1, description: 'ci', expiresAt: later, secret: '***', secretHash: 'ab'.repeat(32) } },
        },
      ]);
  });

  it('refuses a past expiry, a duplicate description, and an eleventh token of the user (exact: all of them are in this stream)', () => {
    pats
      .given([])
      .when(create('ci', 1, '2020-01-01T00:00:00.000Z'))
      .thenThrows(BadDataError);
    const ten = pats.givenCommands(Array.from({ length: 10 }, (_, i) => create(`t${i}`, i + 1)));
    ten.when(create('t11', 11)).thenThrows(OperationDeniedError);
    pats
      .givenCommands([create('ci')])
      .when(create('ci', 2))
      .thenThrows(PatDescriptionExistsError);
  });

  it('refuses an expiry past PAT_MAX_LIFETIME_DAYS (ADR 0056), naming the latest allowed; up to it is fine', () => {
    const bounded = (expiresAt: string): PatCommand => ({ ...(create('ci', 1, expiresAt) as CreatePat), maxLifetimeDays: 30 });
    expect(() => pats.given([]).when(bounded('2024-01-31T00:00:00.001Z')).events()).toThrow(
      /at most 30 days from now \(PAT_MAX_LIFETIME_DAYS\), no later than 2024-01-31T00:00:00.000Z/,
    );
    pats.given([]).when(bounded(later)).thenThrows(BadDataError);
    expect(pats.given([]).when(bounded('2024-01-31T00:00:00.000Z')).events()).toHaveLength(1);
  });

  it("deletes only the user's own token", () => {
    const one = pats.givenCommands([create('ci')]);
    expect(one.when({ kind: 'delete', userId: 1, id: 1 }).events()[0].type).toBe('pat-deleted');
    one.when({ kind: 'delete', userId: 1, id: 2 }).thenThrows(PatNotFoundError);
    expect(patDecider.legacy?.route(pats.given([]).when(create('ci')).events()[0])).toBe('pats-1');
  });
});
