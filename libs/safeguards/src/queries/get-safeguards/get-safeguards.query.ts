import { Query } from '@nestjs/cqrs';
import type { SafeguardResponse } from './get-safeguards.response';

/** The safeguards of a flag of the project (every environment, or one); unknown flag → 404. */
export class GetSafeguardsQuery extends Query<SafeguardResponse[]> {
  constructor(
    readonly project: string,
    readonly featureName: string,
    readonly environment?: string,
  ) {
    super();
  }
}
