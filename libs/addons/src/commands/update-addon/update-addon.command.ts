import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { AddonInput } from '../../domain/addon.decider';

export class UpdateAddonCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly addon: AddonInput,
  ) {
    super();
  }
}
