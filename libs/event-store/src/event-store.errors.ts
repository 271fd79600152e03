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
    super(`Multi-stream append partially applied: ${appended.join(', ')} written, ${failedStream} refused (${cause instanceof Error ? cause.message : String(cause)})`);
  }
}
