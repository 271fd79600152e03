import { Query } from '@nestjs/cqrs';
import type { SearchParams } from './search-params';
import type { SearchFeaturesResponse } from './search-features.response';

/** Search of the feature-search read model; `userId` is the caller's (null for API tokens). */
export class SearchFeaturesQuery extends Query<SearchFeaturesResponse> {
  constructor(
    readonly params: SearchParams,
    readonly userId: number | null,
  ) {
    super();
  }
}
