import { Query } from '@nestjs/cqrs';
import type { ArchivedFeaturesResponse } from './get-archived-features.response';

/** Archived flags of every project (`project` null) or of one. */
export class GetArchivedFeaturesQuery extends Query<ArchivedFeaturesResponse> {
  constructor(readonly project: string | null) {
    super();
  }
}
