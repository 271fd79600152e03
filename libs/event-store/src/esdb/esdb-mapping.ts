import {
  ErrorType,
  NO_STREAM,
  ANY,
  START,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  type AppendExpectedRevision,
  type CurrentRevision,
  type Position,
  type ReadPosition,
} from '@eventstore/db-client';
import type { Actor, DomainEvent, EventMetadata, EventType, RecordedEvent } from '@pennant/events';
import type { ExpectedVersion } from '../event-store.port';
import { WrongExpectedVersionError } from '../event-store.errors';

/*
 * Pure mapping between Pennant's event store port and EventStoreDB (docs/adr/0009).
 *
 * - Stream names: Pennant stream `feature-x` is ESDB stream `<prefix>feature-x` (default prefix
 *   `pennant.`), so Pennant's events are one server-side prefix away from everything else on a
 *   shared cluster and system (`$…`) streams never match.
 * - Versions: Pennant versions are 1-based, ESDB revisions 0-based: revision = version − 1.
 * - Positions: an ESDB `$all` position is a (commit, prepare) pair of log byte offsets. Pennant's
 *   position is `prepare + 1`: unique per event, ≥ 1, increasing in `$all` order for every
 *   gRPC-written event (a write's records are contiguous in the log; see the ADR for the proof and
 *   the one case — legacy TCP explicit transactions — where it does not hold).
 */

export const DEFAULT_STREAM_PREFIX = 'pennant.';

export function toEsdbStream(prefix: string, streamId: string): string {
  return `${prefix}${streamId}`;
}

/** The Pennant stream id of an ESDB stream, or null when the stream is not Pennant's. */
export function fromEsdbStream(prefix: string, streamName: string): string | null {
  return streamName.startsWith(prefix) && streamName.length > prefix.length ? streamName.slice(prefix.length) : null;
}

export function versionToRevision(version: number): bigint {
  if (!Number.isSafeInteger(version) || version < 1) throw new RangeError(`stream version must be an integer ≥ 1 (got ${version})`);
  return BigInt(version - 1);
}

export function revisionToVersion(revision: bigint): number {
  return Number(revision) + 1;
}

/** Port expected version → ESDB expected revision (version 0 means "no stream", as in PostgreSQL). */
export function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no-stream' || expected === 0) return NO_STREAM;
  return versionToRevision(expected);
}

/** The current version of a stream from its last revision (null when the stream does not exist). */
export function currentVersionOf(lastRevision: bigint | null): number {
  return lastRevision === null ? 0 : revisionToVersion(lastRevision);
}

/** Does a stream at `current` satisfy `expected`? (used to pre-check multi-stream appends) */
export function satisfies(expected: ExpectedVersion, current: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no-stream') return current === 0;
  return expected === current;
}

export function encodePosition(position: Position): number {
  const value = position.prepare + 1n;
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`EventStoreDB prepare position ${position.prepare} is beyond 2^53 and cannot be a Pennant position`);
  }
  return Number(value);
}

/**
 * Where a forward `$all` read resumes for `after` (exclusive). Only valid for cursors this adapter
 * hands out (0, `scannedUpTo`, `headPosition`, `lastPosition`): they always sit at the end of a
 * write, so every later event has a commit position past them. The read may return the event at
 * `after` itself again; callers drop events whose position is ≤ `after`.
 */
export function readStartAfter(after: number): ReadPosition {
  if (!Number.isSafeInteger(after) || after < 0) throw new RangeError(`position must be an integer ≥ 0 (got ${after})`);
  if (after === 0) return START;
  const log = BigInt(after - 1);
  return { commit: log, prepare: log };
}

/** The JSON metadata stored with every ESDB event. `$correlationId`/`$causationId` follow ESDB's conventions. */
export interface EsdbMetadata {
  $correlationId: string;
  $causationId?: string;
  actor: Actor;
  schemaVersion: 1;
  groupType?: 'change-request';
  /** Only on copied events: the original creation time (ESDB's `created` is set by the server). */
  createdAt?: string;
}

export function toEsdbMetadata(metadata: EventMetadata, createdAt?: Date): EsdbMetadata {
  const out: EsdbMetadata = { $correlationId: metadata.correlationId, actor: metadata.actor, schemaVersion: metadata.schemaVersion };
  if (metadata.causationId !== null) out.$causationId = metadata.causationId;
  if (metadata.groupType) out.groupType = metadata.groupType;
  if (createdAt) out.createdAt = createdAt.toISOString();
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function fromEsdbMetadata(raw: unknown): { metadata: EventMetadata; createdAt: Date | null } {
  if (!isRecord(raw) || typeof raw.$correlationId !== 'string' || !isRecord(raw.actor) || raw.schemaVersion !== 1) {
    throw new Error(`not a Pennant event envelope: ${JSON.stringify(raw)?.slice(0, 200)}`);
  }
  const actor = raw.actor as unknown as Actor;
  const metadata: EventMetadata = {
    actor: { id: actor.id, name: actor.name, kind: actor.kind },
    correlationId: raw.$correlationId,
    causationId: typeof raw.$causationId === 'string' ? raw.$causationId : null,
    schemaVersion: 1,
  };
  if (raw.groupType === 'change-request') metadata.groupType = 'change-request';
  return { metadata, createdAt: typeof raw.createdAt === 'string' ? new Date(raw.createdAt) : null };
}

/** The plain event to hand to `jsonEvent(...)`. */
export function toEsdbEvent(event: DomainEvent, id: string, metadata: EventMetadata, createdAt?: Date) {
  return { id, type: event.type, data: event.data as unknown as Record<string, unknown>, metadata: toEsdbMetadata(metadata, createdAt) };
}

/** The part of the client's recorded event this mapping reads. */
export interface EsdbRecord {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  created: Date;
  data: unknown;
  metadata: unknown;
  position?: Position;
}

/** Is this a Pennant event (Pennant stream, not an ESDB system or link event)? */
export function isPennantRecord(prefix: string, record: Pick<EsdbRecord, 'streamId' | 'type'>): boolean {
  return fromEsdbStream(prefix, record.streamId) !== null && !record.type.startsWith('$');
}

export function fromEsdbRecord(prefix: string, record: EsdbRecord): RecordedEvent {
  const streamId = fromEsdbStream(prefix, record.streamId);
  if (streamId === null) throw new Error(`stream ${record.streamId} is not a Pennant stream (prefix ${prefix})`);
  if (!record.position) throw new Error('EventStoreDB returned an event without its log position: Pennant needs EventStoreDB ≥ 22.10');
  const { metadata, createdAt } = fromEsdbMetadata(record.metadata);
  return {
    position: encodePosition(record.position),
    eventId: record.id,
    streamId,
    streamVersion: revisionToVersion(record.revision),
    type: record.type as EventType,
    data: record.data,
    metadata,
    createdAt: createdAt ?? record.created,
  } as RecordedEvent;
}

function describeExpected(expected: AppendExpectedRevision): string {
  if (typeof expected === 'bigint') return String(revisionToVersion(expected));
  return expected === NO_STREAM ? 'no stream' : expected.replace('_', ' ');
}

function versionOfCurrent(current: CurrentRevision): number {
  return typeof current === 'bigint' ? revisionToVersion(current) : 0;
}

/** The client's WrongExpectedVersionError (matched by class or by its `type`) → the port's. */
export function translateEsdbError(prefix: string, error: unknown): unknown {
  const typed = error as { type?: unknown } | null;
  if (
    error instanceof EsdbWrongExpectedVersionError ||
    (typed !== null && typeof typed === 'object' && typed.type === ErrorType.WRONG_EXPECTED_VERSION)
  ) {
    const e = error as EsdbWrongExpectedVersionError;
    const stream = fromEsdbStream(prefix, String(e.streamName ?? '?')) ?? String(e.streamName ?? '?');
    return new WrongExpectedVersionError(
      stream,
      describeExpected(e.expectedVersion ?? ANY),
      versionOfCurrent(e.actualVersion ?? NO_STREAM),
    );
  }
  return error;
}

export function isStreamNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: unknown }).type === ErrorType.STREAM_NOT_FOUND;
}
