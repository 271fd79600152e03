import { Query } from '@nestjs/cqrs';

/** Refuses (409) a name that a context field already has, built-in fields included. */
export class ValidateContextFieldNameQuery extends Query<void> {
  constructor(readonly name: string) {
    super();
  }
}
