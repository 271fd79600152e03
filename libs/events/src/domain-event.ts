import { randomUUID } from 'node:crypto';
import type { EventPayloads } from './event-payloads';
import type { EventType } from './event-types';

/** A fact decided by a decider, before it is stored. */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: { type: K; data: EventPayloads[K] };
}[T];

export type ActorKind = 'user' | 'api-token' | 'system';

export interface Actor {
  /** User id; -42 for admin API tokens, -1337 for the system user (as Unleash logs them). */
  id: number;
  /** What the event log shows as `createdBy`. */
  name: string;
  kind: ActorKind;
  /**
   * The HTTP write request this actor acts in (docs/adr/0060-write-receipts.md): the events its
   * commands append get ids that start with it, so that the log can say what one request wrote.
   * Request data, never stored: the metadata envelope keeps id, name and kind.
   */
  readonly writeId?: string;
}

/**
 * The one key of an actor in read models and per-actor streams (favourites, change-request
 * authors): kind, id and name, so that two admin tokens (both user id -42) stay apart.
 */
export const actorKey = (actor: Actor): string => `${actor.kind}:${actor.id}:${actor.name}`;

export const SYSTEM_ACTOR: Actor = { id: -1337, name: 'unleash_system_user', kind: 'system' };

/** The user Unleash attributes every admin token's work to where an answer names a user (its users row -42). */
export const ADMIN_TOKEN_USER_NAME = 'Unleash Admin Token User';

/**
 * How an answer that names a user (a flag's `createdBy`) names an actor, as Unleash does: an
 * admin token is Unleash's one admin-token user; the event log still shows the token's own name.
 */
export const userShapedCreator = (actor: Pick<Actor, 'id' | 'name'>): string => (actor.id === -42 ? ADMIN_TOKEN_USER_NAME : actor.name);

/** The envelope stored beside every event. */
export interface EventMetadata {
  actor: Actor;
  correlationId: string;
  causationId: string | null;
  schemaVersion: 1;
  /** Set on the appends that apply a change request (the public event's `groupType`); absent = `transaction`. */
  groupType?: 'change-request';
}

/**
 * The envelope of events appended by one command of `actor`: a fresh correlation id (the events'
 * public `groupId`), no cause; `groupType` marks the application of a change request.
 */
export function commandMetadata(actor: Actor, groupType?: 'change-request'): EventMetadata {
  const metadata: EventMetadata = {
    actor: { id: actor.id, name: actor.name, kind: actor.kind },
    correlationId: randomUUID(),
    causationId: null,
    schemaVersion: 1,
  };
  if (groupType) metadata.groupType = groupType;
  return metadata;
}

/** An event as the store returns it. */
export type RecordedEvent<T extends EventType = EventType> = DomainEvent<T> & {
  /** Global, commit-ordered position (>= 1). Also the public event id. */
  position: number;
  eventId: string;
  streamId: string;
  streamVersion: number;
  metadata: EventMetadata;
  createdAt: Date;
};

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
