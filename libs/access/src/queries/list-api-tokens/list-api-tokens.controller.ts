import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiDoc } from '@pennant/platform';
import { ListApiTokensQuery } from './list-api-tokens.query';

@Controller('api/admin')
export class ListApiTokensController {
  constructor(private readonly queries: QueryBus) {}

  @Get('api-tokens')
  @ApiDoc({ summary: 'List API tokens (secrets masked)', tag: 'API tokens', errors: [401, 403] })
  async list() {
    return { tokens: await this.queries.execute(new ListApiTokensQuery(null)) };
  }

  @Get('projects/:projectId/api-tokens')
  @ApiDoc({ summary: "List a project's API tokens (secrets masked)", tag: 'API tokens', errors: [401, 403] })
  async listForProject(@Param('projectId') project: string) {
    return { tokens: await this.queries.execute(new ListApiTokensQuery(project)) };
  }
}
