import { Command } from '@nestjs/cqrs';
import type { Actor, FlagType } from '@pennant/events';
import type { CreatedRow } from '../created-row';

export class CreateFeatureCommand extends Command<{ position: number; created: CreatedRow | null }> {
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
