import { DomainError } from '@pennant/platform';

/**
 * A create on a newly allocated id found that id's stream already in use (a sequence behind the
 * log, e.g. after a restore): `IdAllocator.withNewId` then takes the next id. Reaches a client
 * only if that keeps happening.
 */
export class ItemIdTakenError extends DomainError {
  readonly name = 'ConcurrencyError';
  readonly status = 409;

  constructor(readonly streamId: string) {
    super(`The id of the new item (stream ${streamId}) is already taken. Retry the request.`);
  }
}
