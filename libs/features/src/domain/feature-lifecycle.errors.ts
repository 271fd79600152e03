import { DomainError } from '@pennant/kernel';

/**
 * Only archived flags can be deleted. Unleash answers 200 for an active flag, deletes nothing and
 * still logs `feature-deleted`; Pennant refuses instead (409: conflicts with the flag's state).
 */
export class FeatureNotArchivedError extends DomainError {
  readonly name = 'ConflictError';
  readonly status = 409;
  constructor(name: string) {
    super(`The flag "${name}" is not archived; archive it before deleting it.`);
  }
}

/** A JSON Patch operation that the endpoint never allows (Unleash: variants through PATCH feature). */
export class OperationDeniedError extends DomainError {
  readonly name = 'OperationDeniedError';
  readonly status = 403;
}
