import { ItemIdTakenError, type Decider, type IdSequence, type LegacySource } from '@pennant/core';
import { assertNever, type DomainEvent, type ServiceAccountData, type UserData } from '@pennant/events';
import { BadDataError } from '@pennant/kernel';
import {
  CannotDeactivateSelfError,
  LastActiveAdminError,
  EmailIsAUsernameError,
  ServiceAccountNotFoundError,
  UserExistsError,
  UsernameIsAnEmailError,
  UserNotFoundError,
} from './access.errors';

/**
 * One stream per user id (ADR 0031), shared by service accounts, which share users' ids and
 * usernames (as in Unleash). Ids come from a sequence; unique emails and usernames are checked in
 * the read model under the name guard. No passwords: Pennant authenticates users and service
 * accounts by personal access token only.
 */
export const userStreamId = (id: number): string => `user-${id}`;

/** Until ADR 0031 every user and service account was in this one stream; its events are folded first into each user's stream. */
export const USERS_STREAM = 'users';

export const USERS_LEGACY: LegacySource = {
  streamId: USERS_STREAM,
  route(event) {
    switch (event.type) {
      case 'user-created':
      case 'user-updated':
        return event.data.data ? userStreamId(event.data.data.id) : null;
      case 'user-deleted':
        return event.data.preData ? userStreamId(event.data.preData.id) : null;
      case 'service-account-created':
      case 'service-account-updated':
        return userStreamId(event.data.data.id);
      case 'service-account-deleted':
        return userStreamId(event.data.preData.id);
      default:
        return null;
    }
  },
};

export const USER_IDS: IdSequence = {
  name: 'user_ids',
  createdTypes: ['user-created', 'service-account-created'],
  idOf: (event) =>
    event.type === 'user-created' ? (event.data.data?.id ?? null) : event.type === 'service-account-created' ? event.data.data.id : null,
};

/** The name-guard keys of an email and a username (case-insensitive, as they are compared). */
export const userEmailKey = (email: string): string => `user-email:${email.toLowerCase()}`;
export const usernameKey = (username: string): string => `user-name:${username.toLowerCase()}`;

/**
 * The name-guard keys a change of identity claims: each given value as an email and as a
 * username, because one person's username may not be another's email (ADR 0056) — a username
 * and an email of the same spelling claimed at once must not both pass.
 */
export function identityKeys(email: string | null | undefined, username: string | null | undefined): string[] {
  const keys = new Set<string>();
  for (const value of [email, username]) if (value) for (const key of [userEmailKey(value), usernameKey(value)]) keys.add(key);
  return [...keys];
}

export type UserEvent = DomainEvent<
  'user-created' | 'user-updated' | 'user-deleted' | 'service-account-created' | 'service-account-updated' | 'service-account-deleted'
>;

/** One id's stream: a user, a service account, or nothing (never created, or deleted: ids are not reused). */
export interface UserState {
  user: UserData | null;
  account: ServiceAccountData | null;
  used: boolean;
}

/**
 * Read model facts, read under the name guard: another user has the email / another user or
 * account has the username; and across the two (ADR 0056): the username is another's email, the
 * email another's username (sign-in accepts either, so one would shadow the other).
 */
export interface IdentityFacts {
  emailTaken: boolean;
  usernameTaken: boolean;
  usernameIsAnEmail: boolean;
  emailIsAUsername: boolean;
}

export interface CreateUser extends IdentityFacts {
  kind: 'create';
  id: number;
  email: string | null;
  username: string | null;
  name: string | null;
  rootRole: number;
}
/** Absent = keep; `null` clears (name, email, username — one of email/username must remain). The facts are about the given values. */
export interface UpdateUser extends IdentityFacts {
  kind: 'update';
  id: number;
  changes: { name?: string | null; email?: string | null; username?: string | null; rootRole?: number };
}
export interface DeleteUser {
  kind: 'delete';
  id: number;
}

/**
 * Deactivate (`active: false`) or reactivate a user (ADR 0046), recorded as `user-updated` with
 * `isActive`. Asking for the state the user is already in changes nothing (no event). Facts: the
 * acting user's id (null for a token) and how many other active Admin users there are.
 */
export interface SetUserActive {
  kind: 'set-active';
  id: number;
  active: boolean;
  byUserId: number | null;
  otherActiveAdmins: number;
}

/** The Admin root role's id: a deactivation may not remove the last active one. */
export const ADMIN_ROOT_ROLE = 1;

/** Whether a user is active: events from before deactivation existed carry no `isActive`. */
export const isActiveUser = (user: UserData): boolean => user.isActive !== false;

export interface CreateServiceAccount {
  kind: 'create-service-account';
  id: number;
  username: string;
  name: string | null;
  rootRole: number;
  usernameTaken: boolean;
  usernameIsAnEmail: boolean;
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

export type UserCommand =
  CreateUser | UpdateUser | DeleteUser | SetUserActive | CreateServiceAccount | UpdateServiceAccount | DeleteServiceAccount;

function assertIdentity(user: UserData, taken: IdentityFacts, given: { email: boolean; username: boolean }): void {
  if (!user.email && !user.username) throw new BadDataError('You must specify username or email');
  if ((given.email && user.email && taken.emailTaken) || (given.username && user.username && taken.usernameTaken))
    throw new UserExistsError();
  if (given.username && user.username && taken.usernameIsAnEmail) throw new UsernameIsAnEmailError(user.username);
  if (given.email && user.email && taken.emailIsAUsername) throw new EmailIsAUsernameError(user.email);
}

function userOf(state: UserState, id: number): UserData {
  if (!state.user) throw new UserNotFoundError(id);
  return state.user;
}

function serviceAccountOf(state: UserState, id: number): ServiceAccountData {
  if (!state.account) throw new ServiceAccountNotFoundError(id);
  return state.account;
}

function setActive(command: SetUserActive, preData: UserData): UserEvent[] {
  if (isActiveUser(preData) === command.active) return [];
  if (!command.active && command.byUserId === command.id) throw new CannotDeactivateSelfError();
  if (!command.active && preData.rootRole === ADMIN_ROOT_ROLE && command.otherActiveAdmins === 0) throw new LastActiveAdminError();
  return [{ type: 'user-updated', data: { data: { ...preData, isActive: command.active }, preData } }];
}

function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.kind) {
    case 'create': {
      if (state.used) throw new ItemIdTakenError(userStreamId(command.id));
      const data: UserData = {
        id: command.id,
        name: command.name,
        username: command.username,
        email: command.email,
        rootRole: command.rootRole,
      };
      assertIdentity(data, command, { email: true, username: true });
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
      if (
        data.name === preData.name &&
        data.email === preData.email &&
        data.username === preData.username &&
        data.rootRole === preData.rootRole
      )
        return [];
      assertIdentity(data, command, { email: data.email !== preData.email, username: data.username !== preData.username });
      return [{ type: 'user-updated', data: { data, preData } }];
    }
    case 'delete':
      return [{ type: 'user-deleted', data: { preData: userOf(state, command.id) } }];
    case 'set-active':
      return setActive(command, userOf(state, command.id));
    case 'create-service-account': {
      if (state.used) throw new ItemIdTakenError(userStreamId(command.id));
      if (command.usernameTaken) throw new UserExistsError();
      if (command.usernameIsAnEmail) throw new UsernameIsAnEmailError(command.username);
      return [
        {
          type: 'service-account-created',
          data: { data: { id: command.id, name: command.name, username: command.username, rootRole: command.rootRole } },
        },
      ];
    }
    case 'update-service-account': {
      const preData = serviceAccountOf(state, command.id);
      const data: ServiceAccountData = {
        ...preData,
        name: command.changes.name !== undefined ? command.changes.name : preData.name,
        rootRole: command.changes.rootRole ?? preData.rootRole,
      };
      if (data.name === preData.name && data.rootRole === preData.rootRole) return [];
      return [{ type: 'service-account-updated', data: { data, preData } }];
    }
    case 'delete-service-account':
      return [{ type: 'service-account-deleted', data: { preData: serviceAccountOf(state, command.id) } }];
    default:
      return assertNever(command);
  }
}

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'user-created':
    case 'user-updated':
      return event.data.data ? { ...state, user: event.data.data, used: true } : state;
    case 'user-deleted':
      return event.data.preData ? { ...state, user: null, used: true } : state;
    case 'service-account-created':
    case 'service-account-updated':
      return { ...state, account: event.data.data, used: true };
    case 'service-account-deleted':
      return { ...state, account: null, used: true };
    default:
      return assertNever(event);
  }
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: { user: null, account: null, used: false },
  evolve,
  decide,
  legacy: USERS_LEGACY,
};
