import type { LegacySource } from '@pennant/core';
import type { DomainEvent, TagRef } from '@pennant/events';

/**
 * Until ADR 0031 every tag type and tag was in this one stream. Its events stay there and are
 * folded first into the item streams below (`TAG_REGISTRY_LEGACY`); nothing appends to it any more.
 */
export const TAG_REGISTRY_STREAM = 'tag-registry';

/** One stream per tag type. Names are encoded, so a type's stream never contains `:`. */
export const tagTypeStreamId = (name: string): string => `tag-type-${encodeURIComponent(name)}`;

/** One stream per tag: the encoded type, `:`, the value (the first `:` separates them). */
export const tagStreamId = (tag: TagRef): string => `tag-${encodeURIComponent(tag.type)}:${tag.value}`;

export const TAG_REGISTRY_LEGACY: LegacySource = {
  streamId: TAG_REGISTRY_STREAM,
  route(event: DomainEvent): string | null {
    switch (event.type) {
      case 'tag-type-created':
      case 'tag-type-updated':
        return tagTypeStreamId(event.data.data.name);
      case 'tag-type-deleted':
        return tagTypeStreamId(event.data.preData.name);
      case 'tag-created':
        return tagStreamId(event.data.data);
      case 'tag-deleted':
        return tagStreamId(event.data.preData);
      default:
        return null;
    }
  },
};
