import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { AddonInput } from '../../domain/addon.decider';

export class CreateAddonCommand extends Command<{ position: number; id: number }> {
  constructor(
    readonly actor: Actor,
    readonly addon: AddonInput,
  ) {
    super();
  }
}
