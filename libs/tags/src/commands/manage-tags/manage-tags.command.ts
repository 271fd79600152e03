import { Command } from '@nestjs/cqrs';
import type { Actor, TagRef } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

export class CreateTagCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly tag: TagRef,
  ) {
    super();
  }
}

export class DeleteTagCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly tag: TagRef,
  ) {
    super();
  }
}
