import { ItemIdTakenError } from '@pennant/core';
import { BadDataError } from '@pennant/platform';
import { OperationDeniedError, PatDescriptionExistsError, PatNotFoundError, ServiceAccountNotFoundError, UserExistsError, UserNotFoundError } from './access.errors';
import { patDecider, type PatCommand, type PatEvent } from './pat.decider';
import { userDecider, type UserCommand, type UserEvent } from './user.decider';

const alice = { id: 1, name: 'Alice', username: null, email: 'alice@example.com', rootRole: 3 };
const aliceCreated: UserEvent = { type: 'user-created', data: { data: alice } };
const free = { emailTaken: false, usernameTaken: false };

function givenUser(events: UserEvent[]) {
  const state = events.reduce(userDecider.evolve, userDecider.initialState);
  return (command: UserCommand) => userDecider.decide(command, state);
}

describe('service accounts (on the stream of their user id)', () => {
  const bot = { id: 2, name: 'Deploy bot', username: 'deploy-bot', rootRole: 2 };
  const botCreated: UserEvent = { type: 'service-account-created', data: { data: bot } };

  it('creates a service account on a fresh id; its username must be free among users and accounts (read model)', () => {
    expect(givenUser([])({ kind: 'create-service-account', id: 2, username: 'deploy-bot', name: 'Deploy bot', rootRole: 2, usernameTaken: false })).toEqual([botCreated]);
    expect(() => givenUser([])({ kind: 'create-service-account', id: 3, username: 'DEPLOY-BOT', name: null, rootRole: 3, usernameTaken: true })).toThrow(UserExistsError);
    expect(() => givenUser([aliceCreated])({ kind: 'create-service-account', id: 1, username: 'ci', name: null, rootRole: 3, usernameTaken: false })).toThrow(ItemIdTakenError);
  });

  it('updates name and root role only when they change, deletes with preData; users and accounts are not each other', () => {
    expect(givenUser([botCreated])({ kind: 'update-service-account', id: 2, changes: { rootRole: 3 } })).toEqual([{ type: 'service-account-updated', data: { data: { ...bot, rootRole: 3 }, preData: bot } }]);
    expect(givenUser([botCreated])({ kind: 'update-service-account', id: 2, changes: { name: 'Deploy bot' } })).toEqual([]);
    expect(givenUser([botCreated])({ kind: 'delete-service-account', id: 2 })).toEqual([{ type: 'service-account-deleted', data: { preData: bot } }]);
    expect(() => givenUser([aliceCreated])({ kind: 'delete-service-account', id: 1 })).toThrow(ServiceAccountNotFoundError);
    expect(() => givenUser([botCreated])({ kind: 'delete', id: 2 })).toThrow(UserNotFoundError);
    expect(() => givenUser([botCreated, { type: 'service-account-deleted', data: { preData: bot } }])({ kind: 'update-service-account', id: 2, changes: {} })).toThrow(ServiceAccountNotFoundError);
  });
});

describe('user decider (one stream per user id)', () => {
  const create = (email: string | null, username: string | null = null, facts = free, id = 1): UserCommand => ({ kind: 'create', id, email, username, name: 'Alice', rootRole: 3, ...facts });

  it('creates a user on a fresh id; a taken email or username (read model, case-insensitive) or no identity is refused', () => {
    expect(givenUser([])(create('alice@example.com'))).toEqual([aliceCreated]);
    expect(() => givenUser([])(create('ALICE@example.com', null, { emailTaken: true, usernameTaken: false }))).toThrow(UserExistsError);
    expect(() => givenUser([])(create(null, 'alice', { emailTaken: false, usernameTaken: true }))).toThrow(UserExistsError);
    expect(() => givenUser([])(create(null, null))).toThrow(BadDataError);
    expect(() => givenUser([aliceCreated, { type: 'user-deleted', data: { preData: alice } }])(create('bob@example.com'))).toThrow(ItemIdTakenError);
  });

  it('updates only what changes (a taken email matters only when it is the new one); unknown user → not found; delete records preData', () => {
    expect(givenUser([aliceCreated])({ kind: 'update', id: 1, changes: { rootRole: 2 }, ...free })).toEqual([{ type: 'user-updated', data: { data: { ...alice, rootRole: 2 }, preData: alice } }]);
    expect(givenUser([aliceCreated])({ kind: 'update', id: 1, changes: { rootRole: 3 }, ...free })).toEqual([]);
    expect(() => givenUser([aliceCreated])({ kind: 'update', id: 1, changes: { email: 'bob@example.com' }, emailTaken: true, usernameTaken: false })).toThrow(UserExistsError);
    expect(givenUser([aliceCreated])({ kind: 'update', id: 1, changes: { email: 'alice@example.com', rootRole: 1 }, emailTaken: true, usernameTaken: false })).toHaveLength(1);
    expect(() => givenUser([])({ kind: 'update', id: 9, changes: {}, ...free })).toThrow(UserNotFoundError);
    expect(givenUser([aliceCreated])({ kind: 'delete', id: 1 })).toEqual([{ type: 'user-deleted', data: { preData: alice } }]);
  });

  it('routes the events of the old `users` stream (users and service accounts) to each id\'s stream', () => {
    const bot: UserEvent = { type: 'service-account-created', data: { data: { id: 2, name: null, username: 'bot', rootRole: 3 } } };
    expect([aliceCreated, bot].map((e) => userDecider.legacy?.route(e))).toEqual(['user-1', 'user-2']);
  });
});

describe('personal access tokens (one stream per user)', () => {
  const now = '2024-01-01T00:00:00.000Z';
  const later = '2030-01-01T00:00:00.000Z';
  const create = (description: string, id = 1, expiresAt = later): PatCommand => ({ kind: 'create', id, userId: 1, description, expiresAt, secretHash: 'ab'.repeat(32), now });
  const fold = (events: PatEvent[]) => events.reduce(patDecider.evolve, patDecider.initialState);

  it('records pat-created with the given id, a masked secret and the hash', () => {
    expect(patDecider.decide(create('ci', 7), patDecider.initialState)).toEqual([
      { type: 'pat-created', data: { data: { id: 7, userId: 1, description: 'ci', expiresAt: later, secret: '***', secretHash: 'ab'.repeat(32) } } },
    ]);
  });

  it('refuses a past expiry, a duplicate description, and an eleventh token of the user (exact: all of them are in this stream)', () => {
    expect(() => patDecider.decide(create('ci', 1, '2020-01-01T00:00:00.000Z'), patDecider.initialState)).toThrow(BadDataError);
    let state = patDecider.initialState;
    for (let i = 0; i < 10; i += 1) state = patDecider.decide(create(`t${i}`, i + 1), state).reduce(patDecider.evolve, state);
    expect(() => patDecider.decide(create('t11', 11), state)).toThrow(OperationDeniedError);
    const one = fold(patDecider.decide(create('ci'), patDecider.initialState));
    expect(() => patDecider.decide(create('ci', 2), one)).toThrow(PatDescriptionExistsError);
  });

  it("deletes only the user's own token", () => {
    const state = fold(patDecider.decide(create('ci'), patDecider.initialState));
    expect(patDecider.decide({ kind: 'delete', userId: 1, id: 1 }, state)[0].type).toBe('pat-deleted');
    expect(() => patDecider.decide({ kind: 'delete', userId: 1, id: 2 }, state)).toThrow(PatNotFoundError);
    expect(patDecider.legacy?.route(patDecider.decide(create('ci'), patDecider.initialState)[0])).toBe('pats-1');
  });
});
