import { actorKey } from '@pennant/events';
import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, CurrentPrincipal, type Principal, ApiDoc } from '@pennant/platform';
import { GetPersonalDashboardQuery, GetPersonalProjectDetailsQuery } from './personal-dashboard.handler';

/** A user's id (PATs); API tokens hold no project roles. */
const userIdOf = (principal: Principal): number | null => (principal.type === 'user' ? principal.actor.id : null);

/** Personal dashboards; an admin API token acts as its own user-like actor. */
@Controller('api/admin/personal-dashboard')
export class PersonalDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'Get the personal dashboard', tag: 'Personal dashboard' })
  dashboard(@CurrentPrincipal() principal: Principal) {
    return this.queries.execute(new GetPersonalDashboardQuery(actorKey(principal.actor), userIdOf(principal)));
  }

  @Access.authenticated()
  @Get(':projectId')
  @ApiDoc({ summary: 'Get personal project details', tag: 'Personal dashboard', errors: [403, 404] })
  project(@Param('projectId') projectId: string, @CurrentPrincipal() principal: Principal) {
    return this.queries.execute(new GetPersonalProjectDetailsQuery(projectId, userIdOf(principal)));
  }
}
