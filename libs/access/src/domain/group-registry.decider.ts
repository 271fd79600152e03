import type { Decider } from '@pennant/core';
import { assertNever, type DomainEvent, type GroupData } from '@pennant/events';
import { BadDataError, InvalidOperationError, NameExistsError, NotFoundError } from '@pennant/platform';

/** Every group in ONE stream: unique names and ids decided race-free by its appends. */
export const GROUPS_STREAM = 'groups';

export type GroupEvent = DomainEvent<'group-created' | 'group-updated' | 'group-deleted' | 'group-user-added' | 'group-user-removed'>;

export interface GroupRegistryState {
  groups: readonly GroupData[];
  lastId: number;
}

export interface GroupInput {
  name: string;
  description: string | null;
  users: number[];
}

export type GroupCommand =
  /** `knownUsers`: which of the given user ids exist (read model). */
  | { kind: 'create'; group: GroupInput; knownUsers: readonly number[] }
  | { kind: 'update'; id: number; group: GroupInput; knownUsers: readonly number[] }
  /** `assignments`: project memberships of the group (read model). */
  | { kind: 'delete'; id: number; assignments: number };

function groupOf(state: GroupRegistryState, id: number): GroupData {
  const group = state.groups.find((g) => g.id === id);
  if (!group) throw new NotFoundError(`Could not find a group with the id ${id}.`);
  return group;
}

function checked(state: GroupRegistryState, id: number, input: GroupInput, knownUsers: readonly number[]): GroupData {
  const name = input.name.trim();
  if (name === '') throw new BadDataError('A group needs a name.', [{ path: 'body.name', message: 'must not be empty' }]);
  if (state.groups.some((g) => g.id !== id && g.name.toLowerCase() === name.toLowerCase())) throw new NameExistsError(`A group named "${name}" already exists.`);
  const unknown = input.users.filter((u) => !knownUsers.includes(u));
  if (unknown.length > 0) throw new BadDataError(`Unknown user(s) ${unknown.join(', ')}.`, [{ path: 'body.users', message: 'must be ids of existing users' }]);
  return { id, name, description: input.description, users: [...new Set(input.users)].sort((a, b) => a - b) };
}

function decide(command: GroupCommand, state: GroupRegistryState): GroupEvent[] {
  switch (command.kind) {
    case 'create':
      return [{ type: 'group-created', data: { data: checked(state, state.lastId + 1, command.group, command.knownUsers) } }];
    case 'update': {
      const preData = groupOf(state, command.id);
      const data = checked(state, command.id, command.group, command.knownUsers);
      const events: GroupEvent[] = [];
      if (data.name !== preData.name || data.description !== preData.description) events.push({ type: 'group-updated', data: { data, preData } });
      for (const userId of data.users.filter((u) => !preData.users.includes(u))) events.push({ type: 'group-user-added', data: { data: { groupId: data.id, userId } } });
      for (const userId of preData.users.filter((u) => !data.users.includes(u))) events.push({ type: 'group-user-removed', data: { data: { groupId: data.id, userId } } });
      return events;
    }
    case 'delete': {
      const preData = groupOf(state, command.id);
      if (command.assignments > 0) throw new InvalidOperationError(`Group "${preData.name}" is a member of ${command.assignments} project role(s); remove it from the projects first.`);
      return [{ type: 'group-deleted', data: { preData } }];
    }
    default:
      return assertNever(command);
  }
}

const withGroup = (state: GroupRegistryState, id: number, change: (g: GroupData) => GroupData): GroupRegistryState => ({ ...state, groups: state.groups.map((g) => (g.id === id ? change(g) : g)) });

function evolve(state: GroupRegistryState, event: GroupEvent): GroupRegistryState {
  switch (event.type) {
    case 'group-created':
      return { groups: [...state.groups, event.data.data], lastId: Math.max(state.lastId, event.data.data.id) };
    case 'group-updated': {
      const { name, description } = event.data.data;
      return withGroup(state, event.data.data.id, (g) => ({ ...g, name, description }));
    }
    case 'group-user-added': {
      const { groupId, userId } = event.data.data;
      return withGroup(state, groupId, (g) => ({ ...g, users: [...g.users, userId].sort((a, b) => a - b) }));
    }
    case 'group-user-removed': {
      const { groupId, userId } = event.data.data;
      return withGroup(state, groupId, (g) => ({ ...g, users: g.users.filter((u) => u !== userId) }));
    }
    case 'group-deleted':
      return { ...state, groups: state.groups.filter((g) => g.id !== event.data.preData.id) };
    default:
      return assertNever(event);
  }
}

export const groupRegistryDecider: Decider<GroupCommand, GroupRegistryState, GroupEvent> = { initialState: { groups: [], lastId: 0 }, evolve, decide };
