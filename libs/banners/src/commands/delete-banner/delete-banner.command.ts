import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

export class DeleteBannerCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
  ) {
    super();
  }
}
