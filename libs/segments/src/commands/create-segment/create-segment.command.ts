import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UpsertSegmentBody } from './create-segment.schema';
import type { WriteReceipt } from '@pennant/core';

export class CreateSegmentCommand extends Command<{ receipt: WriteReceipt; id: number }> {
  constructor(
    readonly actor: Actor,
    readonly segment: UpsertSegmentBody,
  ) {
    super();
  }
}
