import { DomainError } from '@pennant/platform';

/** The key was already used, within its window, for a request with another method, path or body. */
export class IdempotencyKeyReusedError extends DomainError {
  readonly name = 'IdempotencyKeyReusedError';
  readonly status = 422;

  constructor() {
    super('This Idempotency-Key was already used for a different request (method, path or body). Send a new key with a new request.');
  }
}

/** The first request with this key is still running (here or on another node). */
export class IdempotencyKeyInUseError extends DomainError {
  readonly name = 'IdempotencyKeyInUseError';
  readonly status = 409;

  constructor(readonly retryAfterSeconds: number) {
    super('A request with this Idempotency-Key is still being processed. Repeat it once that one has been answered.');
  }
}

/**
 * The first request with this key was applied — its events are in the log — but the process
 * stopped before its answer was recorded. It is not applied again; the answer is lost.
 */
export class RequestAlreadyAppliedError extends DomainError {
  readonly name = 'RequestAlreadyAppliedError';
  readonly status = 409;

  constructor(positions: readonly number[]) {
    const ids = positions.length === 1 ? `event ${positions[0]}` : `events ${positions[0]}–${positions[positions.length - 1]}`;
    super(
      positions.length === 0
        ? 'The request with this Idempotency-Key may have been applied (the service stopped while writing it, and this event store cannot be asked). It was not applied again: read the resource for its current state.'
        : `The request with this Idempotency-Key was applied (${ids}), but the service stopped before its answer was recorded. It was not applied again: read the resource for its current state.`,
    );
  }
}
