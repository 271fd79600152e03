import { Query } from '@nestjs/cqrs';
import type { FeatureResponse } from './feature.response';

/**
 * The spec's Feature object, archived flags included when `includeArchived`. `built`: the flag as
 * the feature view built it in the batch that applied the caller's command (FeatureResponses), used
 * instead of reading the rows again when it is the flag asked for.
 */
export class GetFeatureQuery extends Query<FeatureResponse | null> {
  constructor(
    readonly project: string,
    readonly name: string,
    readonly includeArchived: boolean,
    readonly built?: FeatureResponse,
  ) {
    super();
  }
}
