import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc } from '@pennant/platform';
import { GetFeatureEventsQuery } from './get-feature-events.query';

@Controller('api/admin/events')
export class GetFeatureEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get(':featureName')
  @Header('content-type', 'application/json; charset=utf-8') // the body is JSON text already, whole or streamed (GetFeatureEventsQuery)
  @ApiDoc({ summary: 'Get the events of a feature', tag: 'Events' })
  list(@Param('featureName') featureName: string) {
    return this.queries.execute(new GetFeatureEventsQuery(featureName));
  }
}
