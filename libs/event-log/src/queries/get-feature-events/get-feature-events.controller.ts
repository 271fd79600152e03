import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc } from '@pennant/platform';
import { GetFeatureEventsQuery } from './get-feature-events.query';

@Controller('api/admin/events')
export class GetFeatureEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get(':featureName')
  @ApiDoc({ summary: 'Get the events of a feature', tag: 'Events' })
  async list(@Param('featureName') featureName: string) {
    return this.queries.execute(new GetFeatureEventsQuery(featureName));
  }
}
