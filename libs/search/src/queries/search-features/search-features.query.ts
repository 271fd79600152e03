import { Query } from '@nestjs/cqrs';
import type { SearchParams } from './search-features-params.schema';

/**
 * Search of the feature-search read model; `callerKey` is the caller's `actorKey` (favourites).
 * Answers the response body (SearchFeaturesResponse) as JSON text, items passed through as kept.
 */
export class SearchFeaturesQuery extends Query<string> {
  constructor(
    readonly params: SearchParams,
    readonly callerKey: string,
  ) {
    super();
  }
}
