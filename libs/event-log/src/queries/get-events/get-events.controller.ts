import { Controller, Get, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { optional, object, string, validate } from '@pennant/platform';
import { GetEventsQuery } from './get-events.query';

const querySchema = object({ project: optional(string({ maxLength: 100 })) });

@Controller('api/admin/events')
export class GetEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async list(@QueryParam() query: unknown) {
    const { project } = validate(querySchema, query, 'query');
    return this.queries.execute(new GetEventsQuery(project ? project : null));
  }
}
