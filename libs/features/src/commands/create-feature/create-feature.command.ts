import { Command } from '@nestjs/cqrs';
import type { Actor, FlagType } from '@pennant/events';
import type { CreatedRow } from '../created-row.response';
import type { WriteReceipt } from '@pennant/core';

export class CreateFeatureCommand extends Command<{ receipt: WriteReceipt; created: CreatedRow | null }> {
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
