import { Module } from '@nestjs/common';
import { GetEventsController } from './queries/get-events/get-events.controller';
import { GetEventsHandler } from './queries/get-events/get-events.handler';
import { GetFeatureEventsController } from './queries/get-feature-events/get-feature-events.controller';
import { GetFeatureEventsHandler } from './queries/get-feature-events/get-feature-events.handler';

@Module({
  controllers: [GetEventsController, GetFeatureEventsController],
  providers: [GetEventsHandler, GetFeatureEventsHandler],
})
export class EventLogModule {}
