import { Module } from '@nestjs/common';
import { CreateSegmentController } from './commands/create-segment/create-segment.controller';
import { CreateSegmentHandler } from './commands/create-segment/create-segment.handler';
import { DeleteSegmentController } from './commands/delete-segment/delete-segment.controller';
import { DeleteSegmentHandler } from './commands/delete-segment/delete-segment.handler';
import { SegmentFacts } from './commands/segment-facts';
import { UpdateSegmentController } from './commands/update-segment/update-segment.controller';
import { UpdateSegmentHandler } from './commands/update-segment/update-segment.handler';
import { GetSegmentStrategiesController } from './queries/get-segment-strategies/get-segment-strategies.controller';
import { GetSegmentsController } from './queries/get-segments/get-segments.controller';
import { GetSegmentsHandler } from './queries/get-segments/get-segments.handler';

@Module({
  controllers: [CreateSegmentController, UpdateSegmentController, DeleteSegmentController, GetSegmentsController, GetSegmentStrategiesController],
  providers: [SegmentFacts, CreateSegmentHandler, UpdateSegmentHandler, DeleteSegmentHandler, GetSegmentsHandler],
})
export class SegmentsModule {}
