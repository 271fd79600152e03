import type { GroupData, RoleData } from '@pennant/events';
import { BadDataError, InvalidOperationError, NameExistsError, NotFoundError } from '@pennant/platform';
import { groupRegistryDecider, type GroupCommand, type GroupEvent } from './group-registry.decider';
import { grantsAllow } from './project-roles';
import { roleRegistryDecider, type RoleCommand, type RoleEvent } from './role-registry.decider';

const ENVS = ['development', 'production'];
const givenRoles = (events: RoleEvent[]) => (command: RoleCommand) => roleRegistryDecider.decide(command, events.reduce(roleRegistryDecider.evolve, roleRegistryDecider.initialState));
const givenGroups = (events: GroupEvent[]) => (command: GroupCommand) => groupRegistryDecider.decide(command, events.reduce(groupRegistryDecider.evolve, groupRegistryDecider.initialState));

const deployer: RoleData = { id: 6, name: 'Deployer', description: 'turns flags on in production', type: 'custom', permissions: [{ name: 'UPDATE_FEATURE_ENVIRONMENT', environment: 'production' }, { name: 'UPDATE_FEATURE' }] };
const roleCreated: RoleEvent = { type: 'role-created', data: { data: deployer } };

describe('custom project roles', () => {
  it('creates from id 6 on, permissions de-duplicated; names unique among all roles', () => {
    const input = { name: ' Deployer ', description: deployer.description, permissions: [...deployer.permissions, { name: 'UPDATE_FEATURE' }] };
    expect(givenRoles([])({ kind: 'create', role: input, environments: ENVS })).toEqual([roleCreated]);
    expect(() => givenRoles([roleCreated])({ kind: 'create', role: { ...input, name: 'deployer' }, environments: ENVS })).toThrow(NameExistsError);
    expect(() => givenRoles([])({ kind: 'create', role: { ...input, name: 'Owner' }, environments: ENVS })).toThrow(NameExistsError);
    expect(() => givenRoles([])({ kind: 'create', role: { ...input, name: 'admin' }, environments: ENVS })).toThrow(NameExistsError);
  });

  it('refuses unknown permissions, environments on non-environment permissions, and unknown environments', () => {
    const role = (permissions: { name: string; environment?: string }[]) => ({ kind: 'create' as const, role: { name: 'x', description: '', permissions }, environments: ENVS });
    expect(() => givenRoles([])(role([{ name: 'FLY' }]))).toThrow(BadDataError);
    expect(() => givenRoles([])(role([{ name: 'CREATE_FEATURE', environment: 'production' }]))).toThrow(BadDataError);
    expect(() => givenRoles([])(role([{ name: 'UPDATE_FEATURE_ENVIRONMENT', environment: 'moon' }]))).toThrow(BadDataError);
  });

  it('updates (no change: nothing), deletes only unassigned custom roles; built-in roles are fixed', () => {
    expect(givenRoles([roleCreated])({ kind: 'update', id: 6, role: { name: 'Deployer', description: deployer.description, permissions: deployer.permissions }, environments: ENVS })).toEqual([]);
    expect(givenRoles([roleCreated])({ kind: 'update', id: 6, role: { name: 'Deployer', description: 'd', permissions: [] }, environments: ENVS })).toEqual([
      { type: 'role-updated', data: { data: { ...deployer, description: 'd', permissions: [] }, preData: deployer } },
    ]);
    expect(() => givenRoles([roleCreated])({ kind: 'delete', id: 6, assignments: 2 })).toThrow(InvalidOperationError);
    expect(givenRoles([roleCreated])({ kind: 'delete', id: 6, assignments: 0 })).toEqual([{ type: 'role-deleted', data: { preData: deployer } }]);
    expect(() => givenRoles([roleCreated])({ kind: 'delete', id: 4, assignments: 0 })).toThrow(InvalidOperationError);
    expect(() => givenRoles([])({ kind: 'delete', id: 9, assignments: 0 })).toThrow(NotFoundError);
  });

  it('grants: a permission without environment covers every environment', () => {
    expect(grantsAllow(deployer.permissions, 'UPDATE_FEATURE_ENVIRONMENT', 'production')).toBe(true);
    expect(grantsAllow(deployer.permissions, 'UPDATE_FEATURE_ENVIRONMENT', 'development')).toBe(false);
    expect(grantsAllow(deployer.permissions, 'UPDATE_FEATURE', null)).toBe(true);
    expect(grantsAllow(deployer.permissions, 'DELETE_FEATURE', null)).toBe(false);
  });
});

const ops: GroupData = { id: 1, name: 'Ops', description: null, users: [3, 7] };
const groupCreated: GroupEvent = { type: 'group-created', data: { data: ops } };

describe('groups', () => {
  it('creates with known users; names unique', () => {
    expect(givenGroups([])({ kind: 'create', group: { name: 'Ops', description: null, users: [7, 3, 3] }, knownUsers: [3, 7] })).toEqual([groupCreated]);
    expect(() => givenGroups([])({ kind: 'create', group: { name: 'Ops', description: null, users: [8] }, knownUsers: [3] })).toThrow(BadDataError);
    expect(() => givenGroups([groupCreated])({ kind: 'create', group: { name: 'ops', description: null, users: [] }, knownUsers: [] })).toThrow(NameExistsError);
  });

  it('an update records what changed: group-updated for name/description, one event per member added or removed', () => {
    expect(givenGroups([groupCreated])({ kind: 'update', id: 1, group: { name: 'Ops', description: 'on call', users: [7, 9] }, knownUsers: [3, 7, 9] }).map((e) => [e.type, 'data' in e.data ? e.data.data : null])).toEqual([
      ['group-updated', { ...ops, description: 'on call', users: [7, 9] }],
      ['group-user-added', { groupId: 1, userId: 9 }],
      ['group-user-removed', { groupId: 1, userId: 3 }],
    ]);
    expect(givenGroups([groupCreated])({ kind: 'update', id: 1, group: { name: 'Ops', description: null, users: [3, 7] }, knownUsers: [3, 7] })).toEqual([]);
  });

  it('deletes a group that is no project member', () => {
    expect(() => givenGroups([groupCreated])({ kind: 'delete', id: 1, assignments: 1 })).toThrow(InvalidOperationError);
    expect(givenGroups([groupCreated])({ kind: 'delete', id: 1, assignments: 0 })).toEqual([{ type: 'group-deleted', data: { preData: ops } }]);
  });
});
