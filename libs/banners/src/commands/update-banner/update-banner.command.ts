import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { BannerFields } from '../../domain/banner.decider';

export class UpdateBannerCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly fields: BannerFields,
  ) {
    super();
  }
}
