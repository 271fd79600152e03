import { ItemIdTakenError, type Decider } from '@pennant/core';
import { assertNever, type DomainEvent, type PublicSignupTokenData } from '@pennant/events';
import { BadDataError } from '@pennant/kernel';
import { InvalidSignupTokenError, PublicSignupTokenNotFoundError } from './access.errors';

/** One stream per sign-up link, named by its fingerprint (the secret never enters the log, ADR 0051). */
export const publicSignupTokenStreamId = (fingerprint: string): string => `public-signup-token-${fingerprint}`;

/** The root role of every user who signs up through a link: Viewer, as Unleash's default (the body may not choose). */
export const SIGNUP_ROOT_ROLE = 3;

export type PublicSignupTokenEvent = DomainEvent<
  'public-signup-token-created' | 'public-signup-token-updated' | 'public-signup-token-user-added'
>;

export interface PublicSignupTokenState {
  token: PublicSignupTokenData | null;
  userIds: readonly number[];
}

export interface CreatePublicSignupToken {
  kind: 'create';
  fingerprint: string;
  name: string;
  expiresAt: string;
  createdBy: string;
  /** The handler's clock (ISO): `expiresAt` must be later, and it is the link's `createdAt`. */
  now: string;
}
/** Absent = keep. A past or present `expiresAt` is accepted: it stops the link at once (Unleash's "delete"). */
export interface UpdatePublicSignupToken {
  kind: 'update';
  changes: { expiresAt?: string; enabled?: boolean };
}
/** A user was created through the link (decided in the same append as their `user-created`). */
export interface AddPublicSignupTokenUser {
  kind: 'add-user';
  userId: number;
  now: string;
}

export type PublicSignupTokenCommand = CreatePublicSignupToken | UpdatePublicSignupToken | AddPublicSignupTokenUser;

const invalid = (path: string, message: string) =>
  new BadDataError(`Request validation failed: your request body or params contain invalid data: ${path} ${message}`, [
    { path, message: `${path} ${message}` },
  ]);

/** Whether the link lets someone sign up at `now`: it exists, is enabled and has not expired. */
export const isUsable = (token: PublicSignupTokenData | null, now: string): token is PublicSignupTokenData =>
  token !== null && token.enabled && Date.parse(token.expiresAt) > Date.parse(now);

function decide(command: PublicSignupTokenCommand, state: PublicSignupTokenState): PublicSignupTokenEvent[] {
  switch (command.kind) {
    case 'create': {
      if (state.token) throw new ItemIdTakenError(publicSignupTokenStreamId(command.fingerprint));
      const name = command.name.trim();
      if (name === '') throw invalid('body.name', 'must not be empty');
      if (Date.parse(command.expiresAt) <= Date.parse(command.now)) throw invalid('body.expiresAt', 'must be in the future');
      const data: PublicSignupTokenData = {
        fingerprint: command.fingerprint,
        secret: '***',
        name,
        enabled: true,
        expiresAt: command.expiresAt,
        createdAt: command.now,
        createdBy: command.createdBy,
        rootRole: SIGNUP_ROOT_ROLE,
      };
      return [{ type: 'public-signup-token-created', data: { data } }];
    }
    case 'update': {
      const preData = state.token;
      if (!preData) throw new PublicSignupTokenNotFoundError();
      const data: PublicSignupTokenData = {
        ...preData,
        expiresAt: command.changes.expiresAt ?? preData.expiresAt,
        enabled: command.changes.enabled ?? preData.enabled,
      };
      if (Date.parse(data.expiresAt) === Date.parse(preData.expiresAt) && data.enabled === preData.enabled) return [];
      return [{ type: 'public-signup-token-updated', data: { data, preData } }];
    }
    case 'add-user': {
      const token = state.token;
      if (!isUsable(token, command.now)) throw new InvalidSignupTokenError();
      if (state.userIds.includes(command.userId)) return [];
      return [
        {
          type: 'public-signup-token-user-added',
          data: { data: { fingerprint: token.fingerprint, secret: '***', name: token.name, userId: command.userId } },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: PublicSignupTokenState, event: PublicSignupTokenEvent): PublicSignupTokenState {
  switch (event.type) {
    case 'public-signup-token-created':
    case 'public-signup-token-updated':
      return { ...state, token: event.data.data };
    case 'public-signup-token-user-added':
      return { ...state, userIds: [...state.userIds, event.data.data.userId] };
    default:
      return assertNever(event);
  }
}

export const publicSignupTokenDecider: Decider<PublicSignupTokenCommand, PublicSignupTokenState, PublicSignupTokenEvent> = {
  initialState: { token: null, userIds: [] },
  evolve,
  decide,
};
