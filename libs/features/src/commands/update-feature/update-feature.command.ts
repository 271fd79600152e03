import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UpdateFeature } from '../../domain/feature.decider';
import type { WriteReceipt } from '@pennant/core';

export class UpdateFeatureCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly changes: UpdateFeature['changes'],
  ) {
    super();
  }
}
