import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal, type Principal } from '@pennant/platform';
import { actorKeyOf } from '../projections/favorites.projection';
import { GetPersonalDashboardQuery, GetPersonalProjectDetailsQuery } from './personal-dashboard.handlers';

/** Personal dashboards; an admin API token acts as its own user-like actor (DESIGN §5). */
@Controller('api/admin/personal-dashboard')
export class PersonalDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  dashboard(@CurrentPrincipal() principal: Principal) {
    return this.queries.execute(new GetPersonalDashboardQuery(actorKeyOf(principal.actor)));
  }

  @Get(':projectId')
  project(@Param('projectId') projectId: string) {
    return this.queries.execute(new GetPersonalProjectDetailsQuery(projectId));
  }
}
