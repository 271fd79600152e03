import { assertNever, type DomainEvent } from '@pennant/events';
import { BadDataError, NotFoundError } from '@pennant/kernel';

/** Who holds which project roles: user ids and group ids → role ids (sorted, never empty). */
export interface ProjectAccess {
  users: Readonly<Record<number, readonly number[]>>;
  groups: Readonly<Record<number, readonly number[]>>;
}

export const NO_ACCESS: ProjectAccess = { users: {}, groups: {} };

export type ProjectAccessEvent = DomainEvent<
  | 'project-access-added'
  | 'project-access-user-roles-updated'
  | 'project-access-group-roles-updated'
  | 'project-access-user-roles-deleted'
  | 'project-access-group-roles-deleted'
  | 'project-user-added'
  | 'project-user-removed'
  | 'project-user-role-changed'
  | 'project-group-added'
  | 'project-group-removed'
  | 'project-group-role-changed'
>;

type Subject = 'user' | 'group';

/**
 * The handler has checked every role id is a project role and every user and group exists
 * (read models); the decider keeps the memberships consistent.
 */
export type ProjectAccessCommand =
  /** `POST /projects/{p}/access`: every role to every user and group given (added to what they have). */
  | { kind: 'add-access'; roles: number[]; users: number[]; groups: number[] }
  /** `PUT /projects/{p}/users|groups/{id}/roles`: exactly these roles (at least one). */
  | { kind: 'set-roles'; subject: Subject; id: number; roles: number[] }
  /** `DELETE /projects/{p}/users|groups/{id}/roles`: no role any more. */
  | { kind: 'delete-roles'; subject: Subject; id: number }
  /** `POST /projects/{p}/users|groups/{id}/roles/{roleId}`: one more role. */
  | { kind: 'add-role'; subject: Subject; id: number; roleId: number }
  /** `DELETE /projects/{p}/users|groups/{id}/roles/{roleId}`: one role less. */
  | { kind: 'remove-role'; subject: Subject; id: number; roleId: number }
  /** `PUT /projects/{p}/users|groups/{id}/roles/{roleId}`: that role instead of the ones held. */
  | { kind: 'change-role'; subject: Subject; id: number; roleId: number };

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);
const holderMap = (access: ProjectAccess, subject: Subject) => (subject === 'user' ? access.users : access.groups);
const held = (access: ProjectAccess, subject: Subject, id: number): readonly number[] => holderMap(access, subject)[id] ?? [];
const ids = (subject: Subject, id: number) => (subject === 'user' ? { users: [id] } : { groups: [id] });
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function decideProjectAccess(command: ProjectAccessCommand, access: ProjectAccess, project: string): ProjectAccessEvent[] {
  switch (command.kind) {
    case 'add-access': {
      if (command.roles.length === 0)
        throw new BadDataError('Give at least one role.', [{ path: 'body.roles', message: 'must not be empty' }]);
      if (command.users.length + command.groups.length === 0)
        throw new BadDataError('Give the roles to at least one user or group.', [
          { path: 'body.users', message: 'users and groups must not both be empty' },
        ]);
      const changes = [...command.users.map((id) => ['user', id] as const), ...command.groups.map((id) => ['group', id] as const)].some(
        ([subject, id]) => command.roles.some((r) => !held(access, subject, id).includes(r)),
      );
      if (!changes) return [];
      return [
        {
          type: 'project-access-added',
          data: { project, data: { roles: sorted(command.roles), users: sorted(command.users), groups: sorted(command.groups) } },
        },
      ];
    }
    case 'set-roles': {
      if (command.roles.length === 0)
        throw new BadDataError('Give at least one role (delete the roles to remove the member).', [
          { path: 'body.roles', message: 'must not be empty' },
        ]);
      const before = held(access, command.subject, command.id);
      const roles = sorted(command.roles);
      if (same(before, roles)) return [];
      const type = command.subject === 'user' ? 'project-access-user-roles-updated' : 'project-access-group-roles-updated';
      return [
        {
          type,
          data: {
            project,
            data: { roles, ...ids(command.subject, command.id) },
            preData: { roles: [...before], ...ids(command.subject, command.id) },
          },
        },
      ];
    }
    case 'delete-roles': {
      const before = held(access, command.subject, command.id);
      if (before.length === 0) throw new NotFoundError(`The ${command.subject} ${command.id} has no role in project "${project}".`);
      const type = command.subject === 'user' ? 'project-access-user-roles-deleted' : 'project-access-group-roles-deleted';
      return [{ type, data: { project, data: null, preData: { roles: [...before], ...ids(command.subject, command.id) } } }];
    }
    case 'add-role': {
      if (held(access, command.subject, command.id).includes(command.roleId)) return [];
      const type = command.subject === 'user' ? 'project-user-added' : 'project-group-added';
      return [{ type, data: { project, data: { roleId: command.roleId, ...ids(command.subject, command.id) } } }];
    }
    case 'remove-role': {
      if (!held(access, command.subject, command.id).includes(command.roleId))
        throw new NotFoundError(`The ${command.subject} ${command.id} does not have role ${command.roleId} in project "${project}".`);
      const type = command.subject === 'user' ? 'project-user-removed' : 'project-group-removed';
      return [{ type, data: { project, data: null, preData: { roleId: command.roleId, ...ids(command.subject, command.id) } } }];
    }
    case 'change-role': {
      const before = held(access, command.subject, command.id);
      if (before.length === 0)
        throw new NotFoundError(`The ${command.subject} ${command.id} has no role in project "${project}" to change.`);
      if (same(before, [command.roleId])) return [];
      const type = command.subject === 'user' ? 'project-user-role-changed' : 'project-group-role-changed';
      return [
        {
          type,
          data: {
            project,
            data: { roleId: command.roleId, ...ids(command.subject, command.id) },
            preData: { roles: [...before], ...ids(command.subject, command.id) },
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

function setHeld(access: ProjectAccess, subject: Subject, id: number, roles: readonly number[]): ProjectAccess {
  const map = { ...holderMap(access, subject) };
  if (roles.length === 0) delete map[id];
  else map[id] = roles;
  return subject === 'user' ? { ...access, users: map } : { ...access, groups: map };
}

/** Each event's effect on the memberships (the same rules the projection applies to rm_project_access). */
export function evolveProjectAccess(access: ProjectAccess, event: ProjectAccessEvent): ProjectAccess {
  const d = event.data.data ?? {};
  const pre = event.data.preData ?? {};
  const one = (x: { users?: number[]; groups?: number[] }): [Subject, number] =>
    x.users?.length ? ['user', x.users[0]] : ['group', (x.groups ?? [])[0]];
  switch (event.type) {
    case 'project-access-added': {
      let next = access;
      for (const id of d.users ?? []) next = setHeld(next, 'user', id, sorted([...held(next, 'user', id), ...(d.roles ?? [])]));
      for (const id of d.groups ?? []) next = setHeld(next, 'group', id, sorted([...held(next, 'group', id), ...(d.roles ?? [])]));
      return next;
    }
    case 'project-access-user-roles-updated':
    case 'project-access-group-roles-updated':
    case 'project-user-role-changed':
    case 'project-group-role-changed': {
      const [subject, id] = one(d);
      return setHeld(access, subject, id, sorted(d.roles ?? (d.roleId !== undefined ? [d.roleId] : [])));
    }
    case 'project-access-user-roles-deleted':
    case 'project-access-group-roles-deleted': {
      const [subject, id] = one(pre);
      return setHeld(access, subject, id, []);
    }
    case 'project-user-added':
    case 'project-group-added': {
      const [subject, id] = one(d);
      return setHeld(access, subject, id, sorted([...held(access, subject, id), d.roleId as number]));
    }
    case 'project-user-removed':
    case 'project-group-removed': {
      const [subject, id] = one(pre);
      return setHeld(
        access,
        subject,
        id,
        held(access, subject, id).filter((r) => r !== pre.roleId),
      );
    }
    default:
      return assertNever(event);
  }
}
