import { Command } from '@nestjs/cqrs';
import type { Actor, FeatureRow, FlagType } from '@pennant/events';

export class CreateFeatureCommand extends Command<{ position: number; created: FeatureRow | null }> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly type: FlagType,
    readonly description: string | null,
    readonly impressionData: boolean,
  ) {
    super();
  }
}
