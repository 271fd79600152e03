import type { Actor, EventMetadata } from '@pennant/events';

/**
 * Told about the appends made on behalf of one request (docs/adr/0032-idempotency-and-unknown-outcomes.md).
 * The HTTP layer attaches one to the request's actor (`withAppendObserver`); the actor travels
 * into every command and its metadata envelope, so the store finds it without any request-scoped
 * context (AsyncLocalStorage would slow every promise of the process).
 */
export interface AppendObserver {
  /**
   * Before an append is sent: the ids of its events. Awaited, so that an Idempotency-Key record
   * can name the events before they may exist (a crash after the commit is then resolved from the
   * log). A rejection fails the append before anything is written.
   */
  planned?(eventIds: readonly string[]): Promise<void>;
  /** The append is in the log (also when that was learned after a lost connection). */
  committed(lastPosition: number): void;
}

/** A symbol property: JSON (the log, exports) never sees it, and `{...actor}` drops it. */
const OBSERVER = Symbol('pennant.appendObserver');

/** A copy of `actor` carrying `observer`; serialises exactly like `actor`. */
export function withAppendObserver(actor: Actor, observer: AppendObserver): Actor {
  const copy = { ...actor };
  Object.defineProperty(copy, OBSERVER, { value: observer, enumerable: false });
  return copy;
}

export function appendObserverOf(metadata: EventMetadata): AppendObserver | undefined {
  return (metadata.actor as Actor & { [OBSERVER]?: AppendObserver })[OBSERVER];
}
