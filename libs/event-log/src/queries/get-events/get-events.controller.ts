import { Controller, Get, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, optional, object, string, validate, ApiDoc } from '@pennant/platform';
import { GetEventsQuery } from './get-events.query';

const querySchema = object({ project: optional(string({ maxLength: 100 })) });

@Controller('api/admin/events')
export class GetEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.permission('ADMIN')
  @Get()
  @ApiDoc({
    summary: 'Get recent events (last 100, or all of a project)',
    tag: 'Events',
    query: { project: { type: 'string' } },
    errors: [400, 403],
  })
  async list(@QueryParam() query: unknown) {
    const { project } = validate(querySchema, query, 'query');
    return this.queries.execute(new GetEventsQuery(project ? project : null));
  }
}
