import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UpsertSegmentBody } from '../create-segment/create-segment.schema';
import type { WriteReceipt } from '@pennant/core';

export class UpdateSegmentCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly segment: UpsertSegmentBody,
  ) {
    super();
  }
}
