import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { BannerBody } from '../banner.schemas';

export class CreateBannerCommand extends Command<{ position: number; id: number }> {
  constructor(
    readonly actor: Actor,
    readonly banner: BannerBody,
  ) {
    super();
  }
}
