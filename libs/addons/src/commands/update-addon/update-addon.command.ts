import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { AddonInput } from '../../domain/addon.decider';
import type { WriteReceipt } from '@pennant/core';

export class UpdateAddonCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly addon: AddonInput,
  ) {
    super();
  }
}
