import { Query } from '@nestjs/cqrs';
import type { TagRef, TagTypeData } from '@pennant/events';

export class ListTagTypesQuery extends Query<TagTypeData[]> {}

/** All tags, or those of one type. */
export class ListTagsQuery extends Query<TagRef[]> {
  constructor(readonly type?: string) {
    super();
  }
}

/** A flag's tag with its type's color (Unleash's tagSchema). */
export type FeatureTag = TagRef & { color: string | null };

/** Tags of a flag (archived flags included); null when the flag does not exist. */
export class ListFeatureTagsQuery extends Query<FeatureTag[] | null> {
  constructor(readonly name: string) {
    super();
  }
}
