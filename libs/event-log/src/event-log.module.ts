import { Module } from '@nestjs/common';
import { GetEventsController } from './queries/get-events/get-events.controller';
import { SearchEventsController } from './queries/search-events/search-events.controller';
import { SearchEventsHandler } from './queries/search-events/search-events.handler';
import { GetEventsHandler } from './queries/get-events/get-events.handler';
import { GetFeatureEventsController } from './queries/get-feature-events/get-feature-events.controller';
import { GetFeatureEventsHandler } from './queries/get-feature-events/get-feature-events.handler';
import { EventStreamController } from './stream/event-stream.controller';
import { EventStreamHub } from './stream/event-stream.hub';
import { VerifyEventsController } from './queries/verify-events/verify-events.controller';
import { ExportEventsController } from './queries/export-events/export-events.controller';
import { EventCreatorsController } from './queries/event-creators/event-creators.controller';
import { GetEventCreatorsHandler } from './queries/event-creators/event-creators.handler';

@Module({
  // The static paths (stream, verify, export) must be registered before `events/:featureName` would shadow it
  // (find-my-way prefers static segments anyway; the order keeps that obvious).
  controllers: [
    EventStreamController,
    VerifyEventsController,
    ExportEventsController,
    GetEventsController,
    GetFeatureEventsController,
    SearchEventsController,
    EventCreatorsController,
  ],
  providers: [GetEventsHandler, GetFeatureEventsHandler, SearchEventsHandler, EventStreamHub, GetEventCreatorsHandler],
  exports: [EventStreamHub],
})
export class EventLogModule {}
