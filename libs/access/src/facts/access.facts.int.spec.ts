import type { DataSource } from 'typeorm';
import type { DomainEvent, UserData } from '@pennant/events';
import { CatalogProjection, ProjectAccessFacts } from '@pennant/projects';
import { projectCreated, projectData } from '../../../../test/support/event-builders';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { AccessProjection } from '../projections/access.projection';
import { ApiTokenFacts } from './api-token.facts';
import { GroupFacts } from './group.facts';
import { RoleFacts } from './role.facts';
import { UserFacts } from './user.facts';

const user = (id: number, username: string, rootRole: number, email: string | null = null): UserData => ({
  id,
  name: null,
  username,
  email,
  rootRole,
});
const ann = user(1, 'ann', 1, 'Ann@example.com');
const bob = user(2, 'bob', 1);
const cat = user(3, 'cat', 3);
// Recorded before ADR 0056 refused it: a username spelled as a later user's email.
const squatter = user(5, 'dan@example.com', 3);
const dan = user(6, 'dan', 3, 'Dan@example.com');
const apiToken = (hash: string): DomainEvent => ({
  type: 'api-token-created',
  data: {
    data: {
      tokenName: hash,
      type: 'client',
      environment: 'development',
      projects: ['*'],
      expiresAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      secretHash: hash,
      displaySecret: '*:*.ab12',
    },
  },
});

/** Events in through the real projections, facts out: what the access commands and the sign-in ask. */
describe('access facts', () => {
  let h: ProjectionHarness;
  let users: UserFacts;
  let tokens: ApiTokenFacts;
  let groups: GroupFacts;
  let roles: RoleFacts;
  let memberships: ProjectAccessFacts;

  beforeAll(async () => {
    h = await createProjectionHarness();
    // The facts only call `query(text, params)`: the harness's pool answers it on the same database.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    [users, tokens, groups, roles, memberships] = [
      new UserFacts(dataSource),
      new ApiTokenFacts(dataSource),
      new GroupFacts(dataSource),
      new RoleFacts(dataSource),
      new ProjectAccessFacts(dataSource),
    ];
    await h.append([
      ...[ann, bob, cat, squatter, dan].map((data): DomainEvent => ({ type: 'user-created', data: { data } })),
      { type: 'user-updated', data: { data: { ...bob, isActive: false }, preData: bob } },
      { type: 'service-account-created', data: { data: { id: 4, name: null, username: 'bot', rootRole: 1 } } },
      apiToken('aa'),
      apiToken('bb'),
      {
        type: 'pat-created',
        data: { data: { id: 11, userId: 1, description: 'ci', expiresAt: '2999-01-01T00:00:00.000Z', secret: '***', secretHash: 'cc' } },
      },
      { type: 'group-created', data: { data: { id: 21, name: 'Ops', description: null, users: [1] } } },
      { type: 'role-created', data: { data: { id: 31, name: 'Deployer', description: '', type: 'custom', permissions: [] } } },
      projectCreated(projectData('web')),
      { type: 'project-access-added', data: { project: 'web', data: { roles: [31, 5], groups: [21], users: [3] } } },
    ]);
    await h.project(new AccessProjection());
    await h.project(new CatalogProjection());
  });
  afterAll(() => h.close());

  it('knows users and service accounts by id; only users are users', async () => {
    expect([await users.isKnown(1), await users.isKnown(4), await users.isKnown(9)]).toEqual([true, true, false]);
    expect([await users.isUser(1), await users.isUser(4), await users.isUser(9)]).toEqual([true, false, false]);
    expect([await users.isServiceAccount(1), await users.isServiceAccount(4), await users.isServiceAccount(9)]).toEqual([
      false,
      true,
      false,
    ]);
    expect((await users.knownAmong([1, 4, 9])).sort()).toEqual([1, 4]);
  });

  it('finds an active user to sign in by email (any case) or username, never a deactivated one or a service account', async () => {
    expect([await users.activeUserNamed('ann@EXAMPLE.com'), await users.activeUserNamed(' ann ')]).toEqual([1, 1]);
    expect([await users.activeUserNamed('bob'), await users.activeUserNamed('bot'), await users.activeUserNamed('nobody')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('tells which email or username another user or account has (case-insensitive)', async () => {
    const none = { emailTaken: false, usernameTaken: false, usernameIsAnEmail: false, emailIsAUsername: false };
    expect(await users.identityTaken(0, 'ANN@example.com', 'cat')).toEqual({ ...none, emailTaken: true, usernameTaken: true });
    expect(await users.identityTaken(1, 'ann@example.com', 'ann')).toEqual(none);
    expect(await users.identityTaken(0, null, 'BOT')).toEqual({ ...none, usernameTaken: true });
  });

  it("tells when a username is another user's email, or an email another's username (ADR 0056)", async () => {
    const none = { emailTaken: false, usernameTaken: false, usernameIsAnEmail: false, emailIsAUsername: false };
    expect(await users.identityTaken(0, null, 'ANN@example.com')).toEqual({ ...none, usernameIsAnEmail: true });
    expect(await users.identityTaken(0, 'Cat', null)).toEqual({ ...none, emailIsAUsername: true });
    expect(await users.identityTaken(1, null, 'ann@example.com')).toEqual(none);
    expect(await users.identityTaken(0, 'dan@example.com', null)).toEqual({ ...none, emailTaken: true, emailIsAUsername: true });
  });

  it("signs in by email first: a username spelled as someone's email never shadows that person", async () => {
    expect(await users.activeUserNamed('dan@example.com')).toBe(6);
    expect(await users.activeUserNamed('dan')).toBe(6);
  });

  it('counts the other active Admin users (not deactivated ones, not service accounts)', async () => {
    expect(await users.otherActiveAdmins(3)).toBe(1);
    expect(await users.otherActiveAdmins(1)).toBe(0);
  });

  it('counts API tokens and knows taken PAT ids', async () => {
    expect(await tokens.count()).toBe(2);
    expect([await tokens.patIdTaken(11), await tokens.patIdTaken(12)]).toEqual([true, false]);
  });

  it('knows groups and custom roles, and whether another one has a name', async () => {
    expect(await groups.knownAmong([21, 22])).toEqual([21]);
    expect([await groups.nameTaken(' ops ', 0), await groups.nameTaken('Ops', 21), await groups.nameTaken('Dev', 0)]).toEqual([
      true,
      false,
      false,
    ]);
    expect(await roles.customAmong([31, 5, 32])).toEqual([31]);
    expect([await roles.nameTaken('deployer', 0), await roles.nameTaken('Deployer', 31)]).toEqual([true, false]);
  });

  it('counts the project memberships holding a group or a role', async () => {
    expect([await memberships.groupAssignments(21), await memberships.groupAssignments(22)]).toEqual([2, 0]);
    expect([await memberships.roleAssignments(31), await memberships.roleAssignments(5), await memberships.roleAssignments(4)]).toEqual([
      2, 2, 0,
    ]);
  });
});
