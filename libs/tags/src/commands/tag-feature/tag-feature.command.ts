import { Command } from '@nestjs/cqrs';
import type { Actor, TagRef } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** Flag tags: POST (one added), DELETE (one removed) and PUT (both lists). Returns the flag's tags. */
export class UpdateFeatureTagsCommand extends Command<{ receipt: WriteReceipt; tags: TagRef[] }> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly added: TagRef[],
    readonly removed: TagRef[],
  ) {
    super();
  }
}
