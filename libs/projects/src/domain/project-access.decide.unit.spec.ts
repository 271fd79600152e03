import { deciderSpec } from '@pennant/core/testing';
import type { ProjectData } from '@pennant/events';
import { BadDataError, NotFoundError } from '@pennant/kernel';
import { projectDecider, type ProjectEvent } from './project.decider';

const sut = deciderSpec(projectDecider('web'));
const data: ProjectData = { id: 'web', name: 'Web', description: null, mode: 'open', defaultStickiness: 'default' };
const created: ProjectEvent = { type: 'project-created', data: { project: 'web', data } };
const access = (events: ProjectEvent[]) => sut.given([created, ...events]).state.access;

const added: ProjectEvent = { type: 'project-access-added', data: { project: 'web', data: { roles: [5], users: [7], groups: [2] } } };

describe('project access (in the project aggregate)', () => {
  it('adds roles to users and groups, and records nothing when they all have them already', () => {
    sut
      .given([created])
      .when({ kind: 'add-access', roles: [5], users: [7, 7], groups: [2] })
      .then([added]);
    sut
      .given([created, added])
      .when({ kind: 'add-access', roles: [5], users: [7], groups: [] })
      .thenNothing();
    expect(
      sut
        .given([created, added])
        .when({ kind: 'add-access', roles: [4], users: [7], groups: [] })
        .events(),
    ).toHaveLength(1);
    expect(access([added])).toEqual({ users: { 7: [5] }, groups: { 2: [5] } });
    sut
      .given([created])
      .when({ kind: 'add-access', roles: [], users: [7], groups: [] })
      .thenThrows(BadDataError);
    sut
      .given([created])
      .when({ kind: 'add-access', roles: [5], users: [], groups: [] })
      .thenThrows(BadDataError);
  });

  it('sets and deletes the roles of a user or group with their previous roles as preData', () => {
    sut
      .given([created, added])
      .when({ kind: 'set-roles', subject: 'user', id: 7, roles: [6, 4] })
      .then([
        {
          type: 'project-access-user-roles-updated',
          data: { project: 'web', data: { roles: [4, 6], users: [7] }, preData: { roles: [5], users: [7] } },
        },
      ]);
    sut
      .given([created, added])
      .when({ kind: 'set-roles', subject: 'group', id: 2, roles: [5] })
      .thenNothing();
    const deleted = sut.given([created, added]).when({ kind: 'delete-roles', subject: 'group', id: 2 }).events();
    expect(deleted).toEqual([
      { type: 'project-access-group-roles-deleted', data: { project: 'web', data: null, preData: { roles: [5], groups: [2] } } },
    ]);
    expect(access([added, ...deleted])).toEqual({ users: { 7: [5] }, groups: {} });
    sut.given([created, added]).when({ kind: 'delete-roles', subject: 'user', id: 8 }).thenThrows(NotFoundError);
  });

  it('adds, removes and changes single roles (the older endpoints)', () => {
    const addedRole = sut.given([created]).when({ kind: 'add-role', subject: 'user', id: 9, roleId: 4 }).events();
    expect(addedRole).toEqual([{ type: 'project-user-added', data: { project: 'web', data: { roleId: 4, users: [9] } } }]);
    const changed = sut
      .given([created, ...addedRole])
      .when({ kind: 'change-role', subject: 'user', id: 9, roleId: 5 })
      .events();
    expect(changed).toEqual([
      { type: 'project-user-role-changed', data: { project: 'web', data: { roleId: 5, users: [9] }, preData: { roles: [4], users: [9] } } },
    ]);
    expect(access([...addedRole, ...changed])?.users).toEqual({ 9: [5] });
    sut
      .given([created, added])
      .when({ kind: 'remove-role', subject: 'group', id: 2, roleId: 5 })
      .then([{ type: 'project-group-removed', data: { project: 'web', data: null, preData: { roleId: 5, groups: [2] } } }]);
    sut.given([created, added]).when({ kind: 'remove-role', subject: 'group', id: 2, roleId: 4 }).thenThrows(NotFoundError);
    expect(sut.given([created, added]).when({ kind: 'add-role', subject: 'group', id: 3, roleId: 4 }).events()[0].type).toBe(
      'project-group-added',
    );
  });

  it('a deleted and re-created project starts with no members', () => {
    const deleted: ProjectEvent = { type: 'project-deleted', data: { project: 'web', preData: data } };
    expect(access([added, deleted, created])).toBeUndefined();
    sut
      .given([created, added, deleted, created])
      .when({ kind: 'add-access', roles: [5], users: [7], groups: [2] })
      .then([added]);
  });
});
