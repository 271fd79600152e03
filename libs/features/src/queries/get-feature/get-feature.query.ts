import { Query } from '@nestjs/cqrs';
import type { FeatureResponse } from './get-feature.response';

/** The spec's Feature object, archived flags included when `includeArchived`; null when there is no such flag in `project`. */
export class GetFeatureQuery extends Query<FeatureResponse | null> {
  constructor(
    readonly project: string,
    readonly name: string,
    readonly includeArchived: boolean,
  ) {
    super();
  }
}
