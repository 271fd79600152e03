import type { DomainEvent, EventMetadata, EventType, RecordedEvent } from '@pennant/events';
import { DatabaseError } from 'pg';
import type { StreamAppend } from '../event-store.port';
import { WrongExpectedVersionError } from '../event-store.errors';

// Rows of `es_events` and the store's mapping of append errors.

/** An `es_events` row as selected with `EVENT_COLUMNS`. */
export interface EventRow {
  position: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: EventType;
  data: DomainEvent['data'];
  metadata: EventMetadata;
  created_at: Date;
}

const COLUMNS = 'position, event_id, stream_id, stream_version, type, data, metadata, created_at';
/** The columns `recordedFromRow` reads (for code that selects events with its own filters). */
export const EVENT_COLUMNS = COLUMNS;

export function recordedFromRow(row: EventRow): RecordedEvent {
  return {
    position: Number(row.position),
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    createdAt: row.created_at,
  } as RecordedEvent;
}

export function expectedOf(expected: StreamAppend['expectedVersion']): number | null {
  if (expected === 'any') return null;
  if (expected === 'no-stream') return 0;
  return expected;
}

/** An append's expected version that did not hold (es_append's PN409 detail, es_append_group's conflict row). */
export interface VersionConflict {
  stream: string;
  expected: number;
  actual: number;
}

export function wrongVersion(conflict: Partial<VersionConflict>): WrongExpectedVersionError {
  return new WrongExpectedVersionError(
    conflict.stream ?? '?',
    conflict.expected === 0 ? 'no stream' : String(conflict.expected),
    conflict.actual ?? -1,
  );
}

/** A PostgreSQL version conflict as WrongExpectedVersionError; anything else unchanged. */
export function translate(error: unknown): unknown {
  if (error instanceof DatabaseError && error.code === 'PN409')
    return wrongVersion(JSON.parse(error.detail ?? '{}') as Partial<VersionConflict>);
  if (error instanceof DatabaseError && error.code === '23505' && error.constraint === 'es_events_stream_version') {
    return new WrongExpectedVersionError('?', 'any', -1);
  }
  return error;
}
