import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc } from '@pennant/platform';
import { ListApiTokensQuery } from './list-api-tokens.query';
import { apiTokensSchema } from '../../commands/create-api-token/create-api-token.response';

@Controller('api/admin')
export class ListApiTokensController {
  constructor(private readonly queries: QueryBus) {}

  @Access.permission('ADMIN')
  @Get('api-tokens')
  @ApiDoc({ summary: 'List API tokens (secrets masked)', tag: 'API tokens', response: apiTokensSchema, errors: [401, 403] })
  async list() {
    return { tokens: await this.queries.execute(new ListApiTokensQuery(null)) };
  }

  @Access.permission('ADMIN')
  @Get('projects/:projectId/api-tokens')
  @ApiDoc({ summary: "List a project's API tokens (secrets masked)", tag: 'API tokens', response: apiTokensSchema, errors: [401, 403] })
  async listForProject(@Param('projectId') project: string) {
    return { tokens: await this.queries.execute(new ListApiTokensQuery(project)) };
  }
}
