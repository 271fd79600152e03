import type { Decider } from '@pennant/core';
import { assertNever, type DomainEvent, type ServiceAccountData, type UserData } from '@pennant/events';
import { BadDataError } from '@pennant/platform';
import { ServiceAccountNotFoundError, UserExistsError, UserNotFoundError } from './access.errors';

/**
 * All users — and service accounts, which share their ids and usernames (as in Unleash) — in ONE
 * stream, `users`: integer ids (max ever + 1, never reused) and unique emails/usernames are
 * decided race-free by the expected-version append. No passwords: Pennant authenticates users and
 * service accounts by personal access token only.
 */
export const USERS_STREAM = 'users';

export type UserEvent = DomainEvent<'user-created' | 'user-updated' | 'user-deleted' | 'service-account-created' | 'service-account-updated' | 'service-account-deleted'>;

export interface UserRegistryState {
  users: readonly UserData[];
  serviceAccounts: readonly ServiceAccountData[];
  lastId: number;
}

export interface CreateUser {
  kind: 'create';
  email: string | null;
  username: string | null;
  name: string | null;
  rootRole: number;
}
/** Absent = keep; `null` clears (name, email, username — one of email/username must remain). */
export interface UpdateUser {
  kind: 'update';
  id: number;
  changes: { name?: string | null; email?: string | null; username?: string | null; rootRole?: number };
}
export interface DeleteUser {
  kind: 'delete';
  id: number;
}

export interface CreateServiceAccount {
  kind: 'create-service-account';
  username: string;
  name: string | null;
  rootRole: number;
}
/** Absent = keep; the username is fixed once created (as in Unleash). */
export interface UpdateServiceAccount {
  kind: 'update-service-account';
  id: number;
  changes: { name?: string | null; rootRole?: number };
}
export interface DeleteServiceAccount {
  kind: 'delete-service-account';
  id: number;
}

export type UserCommand = CreateUser | UpdateUser | DeleteUser | CreateServiceAccount | UpdateServiceAccount | DeleteServiceAccount;

const same = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

function assertIdentity(state: UserRegistryState, user: UserData): void {
  if (!user.email && !user.username) throw new BadDataError('You must specify username or email');
  if (state.users.some((u) => u.id !== user.id && (same(u.email, user.email) || same(u.username, user.username)))) throw new UserExistsError();
  if (state.serviceAccounts.some((a) => a.id !== user.id && same(a.username, user.username))) throw new UserExistsError();
}

function serviceAccountOf(state: UserRegistryState, id: number): ServiceAccountData {
  const account = state.serviceAccounts.find((a) => a.id === id);
  if (!account) throw new ServiceAccountNotFoundError(id);
  return account;
}

function userOf(state: UserRegistryState, id: number): UserData {
  const user = state.users.find((u) => u.id === id);
  if (!user) throw new UserNotFoundError(id);
  return user;
}

function decide(command: UserCommand, state: UserRegistryState): UserEvent[] {
  switch (command.kind) {
    case 'create': {
      const data: UserData = { id: state.lastId + 1, name: command.name, username: command.username, email: command.email, rootRole: command.rootRole };
      assertIdentity(state, data);
      return [{ type: 'user-created', data: { data } }];
    }
    case 'update': {
      const preData = userOf(state, command.id);
      const { changes } = command;
      const data: UserData = {
        ...preData,
        name: changes.name !== undefined ? changes.name : preData.name,
        email: changes.email !== undefined ? changes.email : preData.email,
        username: changes.username !== undefined ? changes.username : preData.username,
        rootRole: changes.rootRole ?? preData.rootRole,
      };
      if (data.name === preData.name && data.email === preData.email && data.username === preData.username && data.rootRole === preData.rootRole) return [];
      assertIdentity(state, data);
      return [{ type: 'user-updated', data: { data, preData } }];
    }
    case 'delete':
      return [{ type: 'user-deleted', data: { preData: userOf(state, command.id) } }];
    case 'create-service-account': {
      const data: ServiceAccountData = { id: state.lastId + 1, name: command.name, username: command.username, rootRole: command.rootRole };
      assertIdentity(state, { ...data, email: null });
      return [{ type: 'service-account-created', data: { data } }];
    }
    case 'update-service-account': {
      const preData = serviceAccountOf(state, command.id);
      const data: ServiceAccountData = { ...preData, name: command.changes.name !== undefined ? command.changes.name : preData.name, rootRole: command.changes.rootRole ?? preData.rootRole };
      if (data.name === preData.name && data.rootRole === preData.rootRole) return [];
      return [{ type: 'service-account-updated', data: { data, preData } }];
    }
    case 'delete-service-account':
      return [{ type: 'service-account-deleted', data: { preData: serviceAccountOf(state, command.id) } }];
    default:
      return assertNever(command);
  }
}

function evolve(state: UserRegistryState, event: UserEvent): UserRegistryState {
  switch (event.type) {
    case 'user-created': {
      const user = event.data.data;
      if (!user) return state;
      return { ...state, users: [...state.users.filter((u) => u.id !== user.id), user], lastId: Math.max(state.lastId, user.id) };
    }
    case 'user-updated': {
      const user = event.data.data;
      return user ? { ...state, users: state.users.map((u) => (u.id === user.id ? user : u)) } : state;
    }
    case 'user-deleted': {
      const user = event.data.preData;
      return user ? { ...state, users: state.users.filter((u) => u.id !== user.id) } : state;
    }
    case 'service-account-created': {
      const account = event.data.data;
      return { ...state, serviceAccounts: [...state.serviceAccounts.filter((a) => a.id !== account.id), account], lastId: Math.max(state.lastId, account.id) };
    }
    case 'service-account-updated': {
      const account = event.data.data;
      return { ...state, serviceAccounts: state.serviceAccounts.map((a) => (a.id === account.id ? account : a)) };
    }
    case 'service-account-deleted':
      return { ...state, serviceAccounts: state.serviceAccounts.filter((a) => a.id !== event.data.preData.id) };
    default:
      return assertNever(event);
  }
}

export const userRegistryDecider: Decider<UserCommand, UserRegistryState, UserEvent> = {
  initialState: { users: [], serviceAccounts: [], lastId: 0 },
  evolve,
  decide,
};
