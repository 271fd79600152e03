import { Command } from '@nestjs/cqrs';
import type { Actor, TagTypeData } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

export class CreateTagTypeCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly data: TagTypeData,
  ) {
    super();
  }
}

export class UpdateTagTypeCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly changes: { description?: string; icon?: string | null; color?: string | null },
  ) {
    super();
  }
}

export class DeleteTagTypeCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
  ) {
    super();
  }
}
