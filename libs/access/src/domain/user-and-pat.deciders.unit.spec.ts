import { BadDataError } from '@pennant/platform';
import { OperationDeniedError, PatDescriptionExistsError, PatNotFoundError, ServiceAccountNotFoundError, UserExistsError, UserNotFoundError } from './access.errors';
import { patRegistryDecider, type PatCommand, type PatEvent } from './pat-registry.decider';
import { userRegistryDecider, type UserCommand, type UserEvent } from './user-registry.decider';

const alice = { id: 1, name: 'Alice', username: null, email: 'alice@example.com', rootRole: 3 };
const aliceCreated: UserEvent = { type: 'user-created', data: { data: alice } };

function givenUsers(events: UserEvent[]) {
  const state = events.reduce(userRegistryDecider.evolve, userRegistryDecider.initialState);
  return (command: UserCommand) => userRegistryDecider.decide(command, state);
}

describe('service accounts (in the user registry)', () => {
  const bot = { id: 2, name: 'Deploy bot', username: 'deploy-bot', rootRole: 2 };
  const botCreated: UserEvent = { type: 'service-account-created', data: { data: bot } };

  it('creates service accounts in the users\' id space, their usernames unique among users and accounts', () => {
    expect(givenUsers([aliceCreated])({ kind: 'create-service-account', username: 'deploy-bot', name: 'Deploy bot', rootRole: 2 })).toEqual([botCreated]);
    expect(() => givenUsers([aliceCreated, botCreated])({ kind: 'create-service-account', username: 'DEPLOY-BOT', name: null, rootRole: 3 })).toThrow(UserExistsError);
    expect(() => givenUsers([aliceCreated, botCreated])({ kind: 'create', email: null, username: 'deploy-bot', name: null, rootRole: 3 })).toThrow(UserExistsError);
    expect(() => givenUsers([{ type: 'user-created', data: { data: { ...alice, username: 'ci' } } }])({ kind: 'create-service-account', username: 'ci', name: null, rootRole: 3 })).toThrow(UserExistsError);
    // A user created after the account gets the next id.
    expect(givenUsers([aliceCreated, botCreated])({ kind: 'create', email: 'c@example.com', username: null, name: null, rootRole: 3 })[0]).toMatchObject({ data: { data: { id: 3 } } });
  });

  it('updates name and root role only when they change, deletes with preData; users and accounts are not each other', () => {
    expect(givenUsers([aliceCreated, botCreated])({ kind: 'update-service-account', id: 2, changes: { rootRole: 3 } })).toEqual([
      { type: 'service-account-updated', data: { data: { ...bot, rootRole: 3 }, preData: bot } },
    ]);
    expect(givenUsers([aliceCreated, botCreated])({ kind: 'update-service-account', id: 2, changes: { name: 'Deploy bot' } })).toEqual([]);
    expect(givenUsers([aliceCreated, botCreated])({ kind: 'delete-service-account', id: 2 })).toEqual([{ type: 'service-account-deleted', data: { preData: bot } }]);
    expect(() => givenUsers([aliceCreated, botCreated])({ kind: 'delete-service-account', id: 1 })).toThrow(ServiceAccountNotFoundError);
    expect(() => givenUsers([aliceCreated, botCreated])({ kind: 'delete', id: 2 })).toThrow(UserNotFoundError);
    expect(() => givenUsers([aliceCreated, botCreated, { type: 'service-account-deleted', data: { preData: bot } }])({ kind: 'update-service-account', id: 2, changes: {} })).toThrow(ServiceAccountNotFoundError);
  });
});

describe('user registry decider', () => {
  const create = (email: string | null, username: string | null = null): UserCommand => ({ kind: 'create', email, username, name: 'Alice', rootRole: 3 });

  it('creates users with increasing ids and refuses duplicates (case-insensitive) or no identity', () => {
    expect(givenUsers([])(create('alice@example.com'))).toEqual([aliceCreated]);
    expect(givenUsers([aliceCreated])(create('bob@example.com'))[0]).toMatchObject({ data: { data: { id: 2 } } });
    expect(() => givenUsers([aliceCreated])(create('ALICE@example.com'))).toThrow(UserExistsError);
    expect(() => givenUsers([])(create(null, null))).toThrow(BadDataError);
  });

  it('updates only what changes; unknown user → not found; delete records preData', () => {
    expect(givenUsers([aliceCreated])({ kind: 'update', id: 1, changes: { rootRole: 2 } })).toEqual([
      { type: 'user-updated', data: { data: { ...alice, rootRole: 2 }, preData: alice } },
    ]);
    expect(givenUsers([aliceCreated])({ kind: 'update', id: 1, changes: { rootRole: 3 } })).toEqual([]);
    expect(() => givenUsers([aliceCreated])({ kind: 'update', id: 9, changes: {} })).toThrow(UserNotFoundError);
    expect(givenUsers([aliceCreated])({ kind: 'delete', id: 1 })).toEqual([{ type: 'user-deleted', data: { preData: alice } }]);
  });
});

describe('personal access token registry decider', () => {
  const now = '2024-01-01T00:00:00.000Z';
  const later = '2030-01-01T00:00:00.000Z';
  const create = (description: string, userId = 1, expiresAt = later): PatCommand => ({ kind: 'create', userId, description, expiresAt, secretHash: 'ab'.repeat(32), now });
  const fold = (events: PatEvent[]) => events.reduce(patRegistryDecider.evolve, patRegistryDecider.initialState);

  it('records pat-created with a masked secret and the hash', () => {
    expect(patRegistryDecider.decide(create('ci'), patRegistryDecider.initialState)).toEqual([
      { type: 'pat-created', data: { data: { id: 1, userId: 1, description: 'ci', expiresAt: later, secret: '***', secretHash: 'ab'.repeat(32) } } },
    ]);
  });

  it('refuses a past expiry, a duplicate description, and an eleventh token of one user', () => {
    expect(() => patRegistryDecider.decide(create('ci', 1, '2020-01-01T00:00:00.000Z'), patRegistryDecider.initialState)).toThrow(BadDataError);
    let state = patRegistryDecider.initialState;
    for (let i = 0; i < 10; i += 1) state = patRegistryDecider.decide(create(`t${i}`), state).reduce(patRegistryDecider.evolve, state);
    expect(() => patRegistryDecider.decide(create('t0', 2), state)).not.toThrow();
    expect(() => patRegistryDecider.decide(create('t11'), state)).toThrow(OperationDeniedError);
    const one = fold(patRegistryDecider.decide(create('ci'), patRegistryDecider.initialState));
    expect(() => patRegistryDecider.decide(create('ci'), one)).toThrow(PatDescriptionExistsError);
  });

  it("deletes only the caller's own token", () => {
    const state = fold(patRegistryDecider.decide(create('ci'), patRegistryDecider.initialState));
    expect(patRegistryDecider.decide({ kind: 'delete', userId: 1, id: 1 }, state)[0].type).toBe('pat-deleted');
    expect(() => patRegistryDecider.decide({ kind: 'delete', userId: 2, id: 1 }, state)).toThrow(PatNotFoundError);
  });
});
