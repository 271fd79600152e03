import { actorKey } from '@pennant/events';
import { Controller, Get, Header, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, CurrentPrincipal, type Principal, ApiDoc } from '@pennant/platform';
import { SEARCH_FEATURES_QUERY_PARAMETERS } from './search-features-openapi.schema';
import { parseSearchParams } from './search-features-params-parser.logic';
import { SearchFeaturesQuery } from './search-features.query';

@Controller('api/admin/search/features')
export class SearchFeaturesController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  @Header('content-type', 'application/json; charset=utf-8') // the body is JSON text already (SearchFeaturesQuery)
  @ApiDoc({ summary: 'Search and filter features', tag: 'Search', query: SEARCH_FEATURES_QUERY_PARAMETERS, errors: [400] })
  search(@QueryParam() query: unknown, @CurrentPrincipal() principal: Principal) {
    return this.queries.execute(new SearchFeaturesQuery(parseSearchParams(query), actorKey(principal.actor)));
  }
}
