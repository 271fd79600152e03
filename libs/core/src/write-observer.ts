import type { Actor } from '@pennant/events';

/** Told the position of the last event of every append made on behalf of one request. */
export type WriteObserver = (lastPosition: number) => void;

/** A symbol property: JSON (the log, exports) never sees it. */
const OBSERVER = Symbol('pennant.writeObserver');

/**
 * A copy of `actor` carrying `observer` (ADR 0041). The actor travels from the request's principal
 * into every command and to the executor, so the HTTP layer learns what a write recorded without
 * any request-scoped context. The copy keeps every other property, hidden ones included, and
 * serialises exactly like `actor`.
 */
export function withWriteObserver(actor: Actor, observer: WriteObserver): Actor {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(actor)) as Actor;
  Object.defineProperty(copy, OBSERVER, { value: observer, enumerable: false });
  return copy;
}

export function writeObserverOf(actor: Actor): WriteObserver | undefined {
  return (actor as Actor & { [OBSERVER]?: WriteObserver })[OBSERVER];
}
