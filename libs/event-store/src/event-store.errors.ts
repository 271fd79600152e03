import { DomainError } from '@pennant/platform';

export class WrongExpectedVersionError extends DomainError {
  readonly name = 'ConcurrencyError';
  readonly status = 409;

  constructor(
    readonly streamId: string,
    readonly expected: string,
    readonly actual: number,
  ) {
    super(`The resource changed concurrently (stream ${streamId}: expected ${expected}, found version ${actual}). Retry the request.`);
  }
}

/**
 * A multi-stream append on a store without atomic multi-stream appends (EventStoreDB) lost a race
 * after some of its streams were written. Not retryable as is: the streams in `appended` hold the
 * new events, `failedStream` does not (docs/adr/0009-eventstoredb-adapter.md).
 */
export class PartialAppendError extends Error {
  override readonly name = 'PartialAppendError';

  constructor(
    readonly appended: readonly string[],
    readonly failedStream: string,
    override readonly cause: unknown,
  ) {
    super(
      `Multi-stream append partially applied: ${appended.join(', ')} written, ${failedStream} refused (${cause instanceof Error ? cause.message : String(cause)})`,
    );
  }
}

/**
 * The connection was lost while an append was committing, and the database could not be reached
 * within the resolution bound to learn whether its events are in the log (ADR 0032). Not "retry":
 * the write may have happened. A retry with the same Idempotency-Key answers the first outcome.
 */
export class OutcomeUnknownError extends DomainError {
  readonly name = 'OutcomeUnknownError';
  readonly status = 503;

  constructor(seconds: number) {
    super(
      `The database connection was lost while this write was being committed, and whether it was recorded could not be checked within ${seconds} s. ` +
        'It may have been recorded: read the resource before repeating it, or repeat it with the same Idempotency-Key header, which answers the first outcome.',
    );
  }
}
