import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UpdateFeature } from '../../domain/feature.decider';

export class UpdateFeatureCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly changes: UpdateFeature['changes'],
  ) {
    super();
  }
}
