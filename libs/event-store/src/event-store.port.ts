import type { DomainEvent, EventMetadata, EventType, RecordedEvent } from '@pennant/events';

/** `no-stream`: the stream must not exist yet; `any`: no check; a number: the current version. */
export type ExpectedVersion = number | 'no-stream' | 'any';

export interface StreamAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: readonly DomainEvent[];
}

/** One event as an append wrote it: where it landed in the log and in its stream. */
export interface AppendedEvent {
  eventId: string;
  type: EventType;
  streamId: string;
  /** 1-based version of its stream. */
  streamVersion: number;
  /** Global position (the public event id). */
  position: number;
}

/** What an append did: its events in log order, with their positions and stream versions. */
export interface AppendResult {
  /** The appended events, in log order (empty when nothing was appended). */
  events: AppendedEvent[];
  /** Position of the last appended event (0 if nothing was appended). */
  lastPosition: number;
  /** New version of each stream written, keyed by stream id. */
  versions: Record<string, number>;
}

export interface AppendOptions {
  /**
   * The write the append belongs to (`newWriteId`, event-ids.ts): its events' ids then share the
   * write's prefix, so that the log can later say which events one HTTP request appended, if any
   * (docs/adr/0060-write-receipts.md). Without it, ids are random.
   */
  writeId?: string;
}

export interface ReadAllOptions {
  /** Exclusive: events with a position strictly greater are returned. */
  after: number;
  limit: number;
  types?: readonly EventType[];
}

export interface ReadAllBatch {
  events: RecordedEvent[];
  /**
   * Every position up to here has been seen by this read (events of other types skipped).
   * A projection can checkpoint here even when `events` is empty.
   */
  scannedUpTo: number;
}

export type Unsubscribe = () => void;

export interface EventStoreCapabilities {
  /**
   * true: the streams of one append land together or not at all, even under concurrent writers
   * (PostgreSQL). false: expected versions are all checked before writing, then streams are
   * written one by one; losing a race midway throws `PartialAppendError` (EventStoreDB, ADR 0009).
   */
  atomicMultiStreamAppend: boolean;
}

/**
 * The event store port. Implementations must pass `eventStoreContract` (contract folder).
 * Positions (`RecordedEvent.position`, `lastPosition`, `scannedUpTo`, `headPosition`) are integers,
 * increasing in log order; `after` must be 0 or a cursor the store returned.
 * Appends of several streams in one call are atomic when `capabilities.atomicMultiStreamAppend`.
 */
export interface EventStore {
  readonly capabilities: EventStoreCapabilities;
  append(streams: readonly StreamAppend[], metadata: EventMetadata, options?: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string, afterVersion?: number): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<ReadAllBatch>;
  headPosition(): Promise<number>;
  /** Events this store appended since it was made, by type (read by the metrics at each scrape). */
  appendedByType(): ReadonlyMap<EventType, number>;
  /** Wake-up hint when new events may exist (from any process). Polling stays the truth. */
  onAppended(listener: (position: number) => void): Unsubscribe;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EventStore');
