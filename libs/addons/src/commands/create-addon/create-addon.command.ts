import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { AddonInput } from '../../domain/addon.decider';
import type { WriteReceipt } from '@pennant/core';

export class CreateAddonCommand extends Command<{ receipt: WriteReceipt; id: number }> {
  constructor(
    readonly actor: Actor,
    readonly addon: AddonInput,
  ) {
    super();
  }
}
