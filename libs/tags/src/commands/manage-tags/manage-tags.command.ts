import { Command } from '@nestjs/cqrs';
import type { Actor, TagRef } from '@pennant/events';

export class CreateTagCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly tag: TagRef,
  ) {
    super();
  }
}

export class DeleteTagCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly tag: TagRef,
  ) {
    super();
  }
}
