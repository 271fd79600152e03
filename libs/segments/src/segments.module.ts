import { Module } from '@nestjs/common';
import { CreateSegmentController } from './commands/create-segment/create-segment.controller';
import { CreateSegmentHandler } from './commands/create-segment/create-segment.handler';
import { DeleteSegmentController } from './commands/delete-segment/delete-segment.controller';
import { DeleteSegmentHandler } from './commands/delete-segment/delete-segment.handler';
import { SegmentFacts } from './facts/segment.facts';
import { DefaultStrategyFacts } from '@pennant/projects';
import { UpdateSegmentController } from './commands/update-segment/update-segment.controller';
import { UpdateSegmentHandler } from './commands/update-segment/update-segment.handler';
import { GetSegmentsController } from './queries/get-segments/get-segments.controller';
import { GetSegmentsHandler } from './queries/get-segments/get-segments.handler';
import {
  GetSegmentDefaultStrategiesHandler,
  GetSegmentStrategiesHandler,
  ValidateSegmentNameHandler,
} from './queries/segment-usage/segment-usage.handler';
import { SegmentUsageController } from './queries/segment-usage/segment-usage.controller';

@Module({
  controllers: [SegmentUsageController, CreateSegmentController, UpdateSegmentController, DeleteSegmentController, GetSegmentsController],
  providers: [
    SegmentFacts,
    DefaultStrategyFacts,
    CreateSegmentHandler,
    UpdateSegmentHandler,
    DeleteSegmentHandler,
    GetSegmentsHandler,
    GetSegmentStrategiesHandler,
    GetSegmentDefaultStrategiesHandler,
    ValidateSegmentNameHandler,
  ],
})
export class SegmentsModule {}
