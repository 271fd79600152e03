import { Query } from '@nestjs/cqrs';
import type { StrategyDefinitionResponse } from '../strategy-definition.response';

/** Built-in strategies first (in their fixed order), then custom ones by name; or the one named `name`. */
export class GetStrategyDefinitionsQuery extends Query<StrategyDefinitionResponse[]> {
  constructor(readonly name?: string) {
    super();
  }
}
