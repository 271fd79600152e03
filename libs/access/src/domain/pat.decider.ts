import type { Decider, IdSequence, LegacySource } from '@pennant/core';
import { assertNever, type DomainEvent, type PatData } from '@pennant/events';
import { BadDataError } from '@pennant/kernel';
import { OperationDeniedError, PatDescriptionExistsError, PatNotFoundError } from './access.errors';

/**
 * One stream per user for that user's personal access tokens (ADR 0031): the per-user rules (10
 * tokens, unique description) are decided exactly by its appends, and different users never
 * contend. Token ids are global integers from a sequence. The secret is never here; `secretHash`
 * (hidden from the public event log) lets the projection authenticate.
 */
export const patsStreamId = (userId: number): string => `pats-${userId}`;

/** Until ADR 0031 every PAT was in this one stream; its events are folded first into each user's PAT stream. */
export const PATS_STREAM = 'personal-access-tokens';

export const PATS_LEGACY: LegacySource = {
  streamId: PATS_STREAM,
  route: (event) =>
    event.type === 'pat-created' && event.data.data
      ? patsStreamId(event.data.data.userId)
      : event.type === 'pat-deleted' && event.data.preData
        ? patsStreamId(event.data.preData.userId)
        : null,
};

export const PAT_IDS: IdSequence = {
  name: 'pat_ids',
  createdTypes: ['pat-created'],
  idOf: (event) => (event.type === 'pat-created' ? (event.data.data?.id ?? null) : null),
};

export const PATS_PER_USER_LIMIT = 10;

export type PatEvent = DomainEvent<'pat-created' | 'pat-deleted'>;

/** One user's live tokens (at most PATS_PER_USER_LIMIT, so folding stays linear). */
export interface PatsState {
  pats: readonly PatData[];
}

export interface CreatePat {
  kind: 'create';
  /** A fresh id from the sequence. */
  id: number;
  userId: number;
  description: string;
  expiresAt: string;
  secretHash: string;
  /** The current time (ISO), from the handler's clock: expiresAt must be later. */
  now: string;
  /** PAT_MAX_LIFETIME_DAYS for a person's token (ADR 0056): expiresAt at most this many days after `now`; null = no maximum. */
  maxLifetimeDays: number | null;
}
export interface DeletePat {
  kind: 'delete';
  userId: number;
  id: number;
}

export type PatCommand = CreatePat | DeletePat;

function decide(command: PatCommand, state: PatsState): PatEvent[] {
  switch (command.kind) {
    case 'create': {
      const description = command.description.trim();
      if (description === '')
        throw new BadDataError(
          'Request validation failed: your request body or params contain invalid data: body.description must not be empty',
        );
      if (Date.parse(command.expiresAt) <= Date.parse(command.now)) {
        throw new BadDataError(
          'Request validation failed: your request body or params contain invalid data: body.expiresAt must be in the future',
        );
      }
      if (command.maxLifetimeDays !== null) {
        const latest = Date.parse(command.now) + command.maxLifetimeDays * 86_400_000;
        if (Date.parse(command.expiresAt) > latest)
          throw new BadDataError(
            `Request validation failed: your request body or params contain invalid data: body.expiresAt must be at most ${command.maxLifetimeDays} days from now (PAT_MAX_LIFETIME_DAYS), no later than ${new Date(latest).toISOString()}`,
            [{ path: 'body.expiresAt', message: `body.expiresAt must be no later than ${new Date(latest).toISOString()}` }],
          );
      }
      const mine = state.pats.filter((p) => p.userId === command.userId);
      if (mine.length >= PATS_PER_USER_LIMIT)
        throw new OperationDeniedError(`There is a limit of ${PATS_PER_USER_LIMIT} personal access tokens per user.`);
      if (mine.some((p) => p.description === description)) throw new PatDescriptionExistsError(description);
      const data: PatData = {
        id: command.id,
        userId: command.userId,
        description,
        expiresAt: command.expiresAt,
        secret: '***',
        secretHash: command.secretHash,
      };
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

function evolve(state: PatsState, event: PatEvent): PatsState {
  switch (event.type) {
    case 'pat-created': {
      const pat = event.data.data;
      return pat ? { pats: [...state.pats.filter((p) => p.id !== pat.id), pat] } : state;
    }
    case 'pat-deleted': {
      const pat = event.data.preData;
      return pat ? { pats: state.pats.filter((p) => p.id !== pat.id) } : state;
    }
    default:
      return assertNever(event);
  }
}

export const patDecider: Decider<PatCommand, PatsState, PatEvent> = { initialState: { pats: [] }, evolve, decide, legacy: PATS_LEGACY };
