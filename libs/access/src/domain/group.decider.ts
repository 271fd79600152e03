import { ItemIdTakenError, type Decider, type IdSequence, type LegacySource } from '@pennant/core';
import { assertNever, type DomainEvent, type GroupData } from '@pennant/events';
import { BadDataError, InvalidOperationError, NameExistsError, NotFoundError } from '@pennant/kernel';

/** One stream per group (ADR 0031): ids from a sequence, names claimed under the name guard. */
export const groupStreamId = (id: number): string => `group-${id}`;

/** Until ADR 0031 every group was in this one stream; its events are folded first into each group's stream. */
export const GROUPS_STREAM = 'groups';

export const GROUPS_LEGACY: LegacySource = {
  streamId: GROUPS_STREAM,
  route(event) {
    switch (event.type) {
      case 'group-created':
      case 'group-updated':
        return groupStreamId(event.data.data.id);
      case 'group-deleted':
        return groupStreamId(event.data.preData.id);
      case 'group-user-added':
      case 'group-user-removed':
        return groupStreamId(event.data.data.groupId);
      default:
        return null;
    }
  },
};

export const GROUP_IDS: IdSequence = {
  name: 'group_ids',
  createdTypes: ['group-created'],
  idOf: (event) => (event.type === 'group-created' ? event.data.data.id : null),
};

/** Group names compare case-insensitively, trimmed. */
export const groupNameKey = (name: string): string => `group-name:${name.trim().toLowerCase()}`;

export type GroupEvent = DomainEvent<'group-created' | 'group-updated' | 'group-deleted' | 'group-user-added' | 'group-user-removed'>;

/** One id's stream: the group, or null; `used` once anything was recorded (ids are not reused). */
export interface GroupState {
  group: GroupData | null;
  used: boolean;
}

export interface GroupInput {
  name: string;
  description: string | null;
  users: number[];
}

export type GroupCommand =
  /** `knownUsers`: which of the given user ids exist; `nameTaken`: another group has the name (read models, under the name guard). */
  | { kind: 'create'; id: number; group: GroupInput; knownUsers: readonly number[]; nameTaken: boolean }
  | { kind: 'update'; id: number; group: GroupInput; knownUsers: readonly number[]; nameTaken: boolean }
  /** `assignments`: project memberships of the group (read model). */
  | { kind: 'delete'; id: number; assignments: number };

function groupOf(state: GroupState, id: number): GroupData {
  if (!state.group) throw new NotFoundError(`Could not find a group with the id ${id}.`);
  return state.group;
}

function checked(id: number, input: GroupInput, knownUsers: readonly number[], nameTaken: boolean): GroupData {
  const name = input.name.trim();
  if (name === '') throw new BadDataError('A group needs a name.', [{ path: 'body.name', message: 'must not be empty' }]);
  if (nameTaken) throw new NameExistsError(`A group named "${name}" already exists.`);
  const unknown = input.users.filter((u) => !knownUsers.includes(u));
  if (unknown.length > 0)
    throw new BadDataError(`Unknown user(s) ${unknown.join(', ')}.`, [{ path: 'body.users', message: 'must be ids of existing users' }]);
  return { id, name, description: input.description, users: [...new Set(input.users)].sort((a, b) => a - b) };
}

function decide(command: GroupCommand, state: GroupState): GroupEvent[] {
  switch (command.kind) {
    case 'create':
      if (state.used) throw new ItemIdTakenError(groupStreamId(command.id));
      return [{ type: 'group-created', data: { data: checked(command.id, command.group, command.knownUsers, command.nameTaken) } }];
    case 'update': {
      const preData = groupOf(state, command.id);
      const renamed = command.group.name.trim().toLowerCase() !== preData.name.toLowerCase();
      const data = checked(command.id, command.group, command.knownUsers, command.nameTaken && renamed);
      const events: GroupEvent[] = [];
      if (data.name !== preData.name || data.description !== preData.description)
        events.push({ type: 'group-updated', data: { data, preData } });
      for (const userId of data.users.filter((u) => !preData.users.includes(u)))
        events.push({ type: 'group-user-added', data: { data: { groupId: data.id, userId } } });
      for (const userId of preData.users.filter((u) => !data.users.includes(u)))
        events.push({ type: 'group-user-removed', data: { data: { groupId: data.id, userId } } });
      return events;
    }
    case 'delete': {
      const preData = groupOf(state, command.id);
      if (command.assignments > 0)
        throw new InvalidOperationError(
          `Group "${preData.name}" is a member of ${command.assignments} project role(s); remove it from the projects first.`,
        );
      return [{ type: 'group-deleted', data: { preData } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: GroupState, event: GroupEvent): GroupState {
  const group = state.group;
  switch (event.type) {
    case 'group-created':
      return { group: event.data.data, used: true };
    case 'group-updated':
      return group ? { group: { ...group, name: event.data.data.name, description: event.data.data.description }, used: true } : state;
    case 'group-user-added':
      return group ? { group: { ...group, users: [...group.users, event.data.data.userId].sort((a, b) => a - b) }, used: true } : state;
    case 'group-user-removed':
      return group ? { group: { ...group, users: group.users.filter((u) => u !== event.data.data.userId) }, used: true } : state;
    case 'group-deleted':
      return { group: null, used: true };
    default:
      return assertNever(event);
  }
}

export const groupDecider: Decider<GroupCommand, GroupState, GroupEvent> = {
  initialState: { group: null, used: false },
  evolve,
  decide,
  legacy: GROUPS_LEGACY,
};
