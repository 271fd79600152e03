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
