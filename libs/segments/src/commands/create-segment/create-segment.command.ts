import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UpsertSegmentBody } from './upsert-segment.schema';

export class CreateSegmentCommand extends Command<{ position: number; id: number }> {
  constructor(
    readonly actor: Actor,
    readonly segment: UpsertSegmentBody,
  ) {
    super();
  }
}
