import { Command } from '@nestjs/cqrs';
import type { Actor, TagRef } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** `PUT /projects/{p}/tags` `{features, tags: {addedTags, removedTags}}`: the same change on several flags of a project. */
export class TagProjectFeaturesCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly features: readonly string[],
    readonly added: readonly TagRef[],
    readonly removed: readonly TagRef[],
  ) {
    super();
  }
}
