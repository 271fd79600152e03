import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UpsertSegmentBody } from '../create-segment/upsert-segment.schema';

export class UpdateSegmentCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly segment: UpsertSegmentBody,
  ) {
    super();
  }
}
