import { Query } from '@nestjs/cqrs';
import type { TagRef, TagTypeData } from '@pennant/events';

export class ListTagTypesQuery extends Query<TagTypeData[]> {}

export class ListTagsQuery extends Query<TagRef[]> {}

/** Tags of a flag (archived flags included); null when the flag does not exist. */
export class ListFeatureTagsQuery extends Query<TagRef[] | null> {
  constructor(readonly name: string) {
    super();
  }
}
