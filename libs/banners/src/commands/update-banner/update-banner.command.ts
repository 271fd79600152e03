import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { BannerFields } from '../../domain/banner.decider';
import type { WriteReceipt } from '@pennant/core';

export class UpdateBannerCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly fields: BannerFields,
  ) {
    super();
  }
}
