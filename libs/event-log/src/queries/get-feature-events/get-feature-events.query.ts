import { Query } from '@nestjs/cqrs';
import type { PublicEvent } from '@pennant/events';

export interface FeatureEventsResponse {
  version: 1;
  toggleName: string;
  events: PublicEvent[];
  totalEvents: number;
}

/** Every event of one flag, newest first; an unknown flag gives an empty list. */
export class GetFeatureEventsQuery extends Query<FeatureEventsResponse> {
  constructor(readonly featureName: string) {
    super();
  }
}
