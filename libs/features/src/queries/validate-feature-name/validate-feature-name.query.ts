import { Query } from '@nestjs/cqrs';

/** Refuses (409) a name a flag already has, archived flags included, as creating it would. */
export class ValidateFeatureNameQuery extends Query<void> {
  constructor(readonly name: string) {
    super();
  }
}
