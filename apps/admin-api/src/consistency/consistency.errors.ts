import { DomainError } from '@pennant/platform';

/**
 * The read models are behind the log by more than the readiness threshold (a restore, a reset
 * projection catching up): answers computed from them would be wrong, so none is given (ADR 0033).
 */
export class NotReadyError extends DomainError {
  readonly name = 'NotReady';
  readonly status = 503;

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
