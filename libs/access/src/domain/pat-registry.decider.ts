import type { Decider } from '@pennant/core';
import { assertNever, type DomainEvent, type PatData } from '@pennant/events';
import { BadDataError } from '@pennant/platform';
import { OperationDeniedError, PatDescriptionExistsError, PatNotFoundError } from './access.errors';

/**
 * Every personal access token in ONE stream, `personal-access-tokens`: global integer ids and the
 * per-user rules (10 tokens, unique description) decided race-free. The secret is never here;
 * `secretHash` (hidden from the public event log) lets the projection authenticate.
 */
export const PATS_STREAM = 'personal-access-tokens';

export const PATS_PER_USER_LIMIT = 10;

export type PatEvent = DomainEvent<'pat-created' | 'pat-deleted'>;

export interface PatRegistryState {
  pats: readonly PatData[];
  lastId: number;
}

export interface CreatePat {
  kind: 'create';
  userId: number;
  description: string;
  expiresAt: string;
  secretHash: string;
  /** The current time (ISO), from the handler's clock: expiresAt must be later. */
  now: string;
}
export interface DeletePat {
  kind: 'delete';
  userId: number;
  id: number;
}

export type PatCommand = CreatePat | DeletePat;

function decide(command: PatCommand, state: PatRegistryState): PatEvent[] {
  switch (command.kind) {
    case 'create': {
      const description = command.description.trim();
      if (description === '') throw new BadDataError('Request validation failed: your request body or params contain invalid data: body.description must not be empty');
      if (Date.parse(command.expiresAt) <= Date.parse(command.now)) {
        throw new BadDataError('Request validation failed: your request body or params contain invalid data: body.expiresAt must be in the future');
      }
      const mine = state.pats.filter((p) => p.userId === command.userId);
      if (mine.length >= PATS_PER_USER_LIMIT) throw new OperationDeniedError(`There is a limit of ${PATS_PER_USER_LIMIT} personal access tokens per user.`);
      if (mine.some((p) => p.description === description)) throw new PatDescriptionExistsError(description);
      const data: PatData = { id: state.lastId + 1, userId: command.userId, description, expiresAt: command.expiresAt, secret: '***', secretHash: command.secretHash };
      return [{ type: 'pat-created', data: { data } }];
    }
    case 'delete': {
      const pat = state.pats.find((p) => p.id === command.id && p.userId === command.userId);
      if (!pat) throw new PatNotFoundError(command.id);
      return [{ type: 'pat-deleted', data: { preData: pat } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: PatRegistryState, event: PatEvent): PatRegistryState {
  switch (event.type) {
    case 'pat-created': {
      const pat = event.data.data;
      return pat ? { pats: [...state.pats.filter((p) => p.id !== pat.id), pat], lastId: Math.max(state.lastId, pat.id) } : state;
    }
    case 'pat-deleted': {
      const pat = event.data.preData;
      return pat ? { ...state, pats: state.pats.filter((p) => p.id !== pat.id) } : state;
    }
    default:
      return assertNever(event);
  }
}

export const patRegistryDecider: Decider<PatCommand, PatRegistryState, PatEvent> = {
  initialState: { pats: [], lastId: 0 },
  evolve,
  decide,
};
