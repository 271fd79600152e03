import { Command } from '@nestjs/cqrs';
import type { Actor, TagRef } from '@pennant/events';

/** `PUT /projects/{p}/tags` `{features, tags: {addedTags, removedTags}}`: the same change on several flags of a project. */
export class TagProjectFeaturesCommand extends Command<{ position: number }> {
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
