import type { ProjectData } from '@pennant/events';
import { BadDataError, NotFoundError } from '@pennant/platform';
import { projectDecider, type ProjectCommand, type ProjectEvent } from './project.decider';

const sut = projectDecider('web');
const data: ProjectData = { id: 'web', name: 'Web', description: null, mode: 'open', defaultStickiness: 'default' };
const created: ProjectEvent = { type: 'project-created', data: { project: 'web', data } };
const given = (events: ProjectEvent[]) => (command: ProjectCommand) => sut.decide(command, [created, ...events].reduce(sut.evolve, sut.initialState));
const access = (events: ProjectEvent[]) => [created, ...events].reduce(sut.evolve, sut.initialState).access;

const added: ProjectEvent = { type: 'project-access-added', data: { project: 'web', data: { roles: [5], users: [7], groups: [2] } } };

describe('project access (in the project aggregate)', () => {
  it('adds roles to users and groups, and records nothing when they all have them already', () => {
    expect(given([])({ kind: 'add-access', roles: [5], users: [7, 7], groups: [2] })).toEqual([added]);
    expect(given([added])({ kind: 'add-access', roles: [5], users: [7], groups: [] })).toEqual([]);
    expect(given([added])({ kind: 'add-access', roles: [4], users: [7], groups: [] })).toHaveLength(1);
    expect(access([added])).toEqual({ users: { 7: [5] }, groups: { 2: [5] } });
    expect(() => given([])({ kind: 'add-access', roles: [], users: [7], groups: [] })).toThrow(BadDataError);
    expect(() => given([])({ kind: 'add-access', roles: [5], users: [], groups: [] })).toThrow(BadDataError);
  });

  it('sets and deletes the roles of a user or group with their previous roles as preData', () => {
    expect(given([added])({ kind: 'set-roles', subject: 'user', id: 7, roles: [6, 4] })).toEqual([
      { type: 'project-access-user-roles-updated', data: { project: 'web', data: { roles: [4, 6], users: [7] }, preData: { roles: [5], users: [7] } } },
    ]);
    expect(given([added])({ kind: 'set-roles', subject: 'group', id: 2, roles: [5] })).toEqual([]);
    const deleted = given([added])({ kind: 'delete-roles', subject: 'group', id: 2 });
    expect(deleted).toEqual([{ type: 'project-access-group-roles-deleted', data: { project: 'web', data: null, preData: { roles: [5], groups: [2] } } }]);
    expect(access([added, ...deleted])).toEqual({ users: { 7: [5] }, groups: {} });
    expect(() => given([added])({ kind: 'delete-roles', subject: 'user', id: 8 })).toThrow(NotFoundError);
  });

  it('adds, removes and changes single roles (the older endpoints)', () => {
    const addedRole = given([])({ kind: 'add-role', subject: 'user', id: 9, roleId: 4 });
    expect(addedRole).toEqual([{ type: 'project-user-added', data: { project: 'web', data: { roleId: 4, users: [9] } } }]);
    const changed = given(addedRole)({ kind: 'change-role', subject: 'user', id: 9, roleId: 5 });
    expect(changed).toEqual([{ type: 'project-user-role-changed', data: { project: 'web', data: { roleId: 5, users: [9] }, preData: { roles: [4], users: [9] } } }]);
    expect(access([...addedRole, ...changed])?.users).toEqual({ 9: [5] });
    expect(given([added])({ kind: 'remove-role', subject: 'group', id: 2, roleId: 5 })).toEqual([{ type: 'project-group-removed', data: { project: 'web', data: null, preData: { roleId: 5, groups: [2] } } }]);
    expect(() => given([added])({ kind: 'remove-role', subject: 'group', id: 2, roleId: 4 })).toThrow(NotFoundError);
    expect(given([added])({ kind: 'add-role', subject: 'group', id: 3, roleId: 4 })[0].type).toBe('project-group-added');
  });

  it('a deleted and re-created project starts with no members', () => {
    const deleted: ProjectEvent = { type: 'project-deleted', data: { project: 'web', preData: data } };
    expect(access([added, deleted, created])).toBeUndefined();
    expect(given([added, deleted, created])({ kind: 'add-access', roles: [5], users: [7], groups: [2] })).toEqual([added]);
  });
});
