import { Controller, Get, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal, type Principal } from '@pennant/platform';
import { parseSearchParams } from './search-params.parser';
import { SearchFeaturesQuery } from './search-features.query';

@Controller('api/admin/search/features')
export class SearchFeaturesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  search(@QueryParam() query: unknown, @CurrentPrincipal() principal: Principal) {
    const userId = principal.actor.kind === 'user' ? principal.actor.id : null;
    return this.queries.execute(new SearchFeaturesQuery(parseSearchParams(query), userId));
  }
}
