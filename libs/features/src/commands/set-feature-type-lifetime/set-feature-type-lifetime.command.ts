import { Command } from '@nestjs/cqrs';
import { type WriteReceipt } from '@pennant/core';
import type { Actor, FeatureTypeData } from '@pennant/events';

export class SetFeatureTypeLifetimeCommand extends Command<{ type: FeatureTypeData; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly lifetimeDays: number | null,
  ) {
    super();
  }
}
