import { Command } from '@nestjs/cqrs';
import type { Actor, FlagType } from '@pennant/events';

export class CreateFeatureCommand extends Command<{ position: number }> {
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
