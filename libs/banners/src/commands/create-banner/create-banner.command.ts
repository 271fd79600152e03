import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { BannerBody } from '../banner.schema';
import type { WriteReceipt } from '@pennant/core';

export class CreateBannerCommand extends Command<{ receipt: WriteReceipt; id: number }> {
  constructor(
    readonly actor: Actor,
    readonly banner: BannerBody,
  ) {
    super();
  }
}
