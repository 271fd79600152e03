import { ItemIdTakenError } from '@pennant/core';
import { deciderSpec } from '@pennant/core/testing';
import type { GroupData, RoleData } from '@pennant/events';
import { BadDataError, InvalidOperationError, NameExistsError, NotFoundError } from '@pennant/kernel';
import { groupDecider, type GroupEvent } from './group.decider';
import { grantsAllow } from './project-roles';
import { roleDecider, type RoleCommand, type RoleEvent } from './role.decider';

const ENVS = ['development', 'production'];
const roles = deciderSpec(roleDecider);
const groups = deciderSpec(groupDecider);

const deployer: RoleData = {
  id: 6,
  name: 'Deployer',
  description: 'turns flags on in production',
  type: 'custom',
  permissions: [{ name: 'UPDATE_FEATURE_ENVIRONMENT', environment: 'production' }, { name: 'UPDATE_FEATURE' }],
};
const roleCreated: RoleEvent = { type: 'role-created', data: { data: deployer } };

describe('custom project roles (one stream per role)', () => {
  const create = (
    role: { name: string; description: string; permissions: { name: string; environment?: string }[] },
    nameTaken = false,
    id = 6,
  ): RoleCommand => ({ kind: 'create', id, role, environments: ENVS, nameTaken });

  it('creates with the given id, permissions de-duplicated; names unique among all roles', () => {
    const input = {
      name: ' Deployer ',
      description: deployer.description,
      permissions: [...deployer.permissions, { name: 'UPDATE_FEATURE' }],
    };
    roles.given([]).when(create(input)).then([roleCreated]);
    roles
      .given([])
      .when(create({ ...input, name: 'deployer' }, true, 7))
      .thenThrows(NameExistsError);
    roles
      .given([])
      .when(create({ ...input, name: 'Owner' }))
      .thenThrows(NameExistsError);
    roles
      .given([])
      .when(create({ ...input, name: 'admin' }))
      .thenThrows(NameExistsError);
  });

  it('refuses an id that was used, or that of a built-in role', () => {
    const input = { name: 'x', description: '', permissions: [] };
    roles
      .given([roleCreated, { type: 'role-deleted', data: { preData: deployer } }])
      .when(create(input))
      .thenThrows(ItemIdTakenError);
    roles
      .given([])
      .when(create(input, false, 4))
      .thenThrows(ItemIdTakenError);
  });

  it('refuses unknown permissions, environments on non-environment permissions, and unknown environments', () => {
    const role = (permissions: { name: string; environment?: string }[]) => create({ name: 'x', description: '', permissions });
    roles
      .given([])
      .when(role([{ name: 'FLY' }]))
      .thenThrows(BadDataError);
    roles
      .given([])
      .when(role([{ name: 'CREATE_FEATURE', environment: 'production' }]))
      .thenThrows(BadDataError);
    roles
      .given([])
      .when(role([{ name: 'UPDATE_FEATURE_ENVIRONMENT', environment: 'moon' }]))
      .thenThrows(BadDataError);
  });

  it('updates (no change: nothing), deletes only unassigned custom roles; built-in roles are fixed', () => {
    roles
      .given([roleCreated])
      .when({
        kind: 'update',
        id: 6,
        role: { name: 'Deployer', description: deployer.description, permissions: deployer.permissions },
        environments: ENVS,
        nameTaken: false,
      })
      .thenNothing();
    roles
      .given([roleCreated])
      .when({ kind: 'update', id: 6, role: { name: 'Approver', description: 'd', permissions: [] }, environments: ENVS, nameTaken: true })
      .thenThrows(NameExistsError);
    roles
      .given([roleCreated])
      .when({ kind: 'update', id: 6, role: { name: 'Deployer', description: 'd', permissions: [] }, environments: ENVS, nameTaken: false })
      .then([{ type: 'role-updated', data: { data: { ...deployer, description: 'd', permissions: [] }, preData: deployer } }]);
    roles.given([roleCreated]).when({ kind: 'delete', id: 6, assignments: 2 }).thenThrows(InvalidOperationError);
    roles
      .given([roleCreated])
      .when({ kind: 'delete', id: 6, assignments: 0 })
      .then([{ type: 'role-deleted', data: { preData: deployer } }]);
    roles.given([roleCreated]).when({ kind: 'delete', id: 4, assignments: 0 }).thenThrows(InvalidOperationError);
    roles.given([]).when({ kind: 'delete', id: 9, assignments: 0 }).thenThrows(NotFoundError);
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

describe('groups (one stream per group)', () => {
  it('creates with the given id and known users; names unique (read model, under the name guard); ids not reused', () => {
    groups
      .given([])
      .when({ kind: 'create', id: 1, group: { name: 'Ops', description: null, users: [7, 3, 3] }, knownUsers: [3, 7], nameTaken: false })
      .then([groupCreated]);
    groups
      .given([])
      .when({ kind: 'create', id: 1, group: { name: 'Ops', description: null, users: [8] }, knownUsers: [3], nameTaken: false })
      .thenThrows(BadDataError);
    groups
      .given([])
      .when({ kind: 'create', id: 2, group: { name: 'ops', description: null, users: [] }, knownUsers: [], nameTaken: true })
      .thenThrows(NameExistsError);
    groups
      .given([groupCreated])
      .when({ kind: 'create', id: 1, group: { name: 'Other', description: null, users: [] }, knownUsers: [], nameTaken: false })
      .thenThrows(ItemIdTakenError);
  });

  it("folds the membership events of the old `groups` stream into the group's stream", () => {
    const added: GroupEvent = { type: 'group-user-added', data: { data: { groupId: 1, userId: 9 } } };
    expect([groupCreated, added].map((e) => groupDecider.legacy?.route(e))).toEqual(['group-1', 'group-1']);
    expect(groups.given([groupCreated, added]).state.group?.users).toEqual([3, 7, 9]);
  });

  it('an update records what changed: group-updated for name/description, one event per member added or removed', () => {
    expect(
      groups
        .given([groupCreated])
        .when({
          kind: 'update',
          id: 1,
          group: { name: 'Ops', description: 'on call', users: [7, 9] },
          knownUsers: [3, 7, 9],
          nameTaken: false,
        })
        .events()
        .map((e) => [e.type, 'data' in e.data ? e.data.data : null]),
    ).toEqual([
      ['group-updated', { ...ops, description: 'on call', users: [7, 9] }],
      ['group-user-added', { groupId: 1, userId: 9 }],
      ['group-user-removed', { groupId: 1, userId: 3 }],
    ]);
    groups
      .given([groupCreated])
      .when({ kind: 'update', id: 1, group: { name: 'Ops', description: null, users: [3, 7] }, knownUsers: [3, 7], nameTaken: false })
      .thenNothing();
  });

  it('deletes a group that is no project member', () => {
    groups.given([groupCreated]).when({ kind: 'delete', id: 1, assignments: 1 }).thenThrows(InvalidOperationError);
    groups
      .given([groupCreated])
      .when({ kind: 'delete', id: 1, assignments: 0 })
      .then([{ type: 'group-deleted', data: { preData: ops } }]);
  });
});
