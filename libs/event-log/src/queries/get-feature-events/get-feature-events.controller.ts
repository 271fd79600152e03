import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetFeatureEventsQuery } from './get-feature-events.query';

@Controller('api/admin/events')
export class GetFeatureEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':featureName')
  async list(@Param('featureName') featureName: string) {
    return this.queries.execute(new GetFeatureEventsQuery(featureName));
  }
}
