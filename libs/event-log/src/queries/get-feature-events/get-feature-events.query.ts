import type { Readable } from 'node:stream';
import { Query } from '@nestjs/cqrs';
import type { PublicEvent } from '@pennant/events';

/** The answer's shape (the spec's featureEventsSchema), as its JSON text has it. */
export interface FeatureEventsResponse {
  version: 1;
  toggleName: string;
  events: PublicEvent[];
  totalEvents: number;
}

/**
 * Every event of one flag, newest first; an unknown flag gives an empty list. Answers the
 * response body (FeatureEventsResponse) as JSON text: whole when short, streamed page by page
 * when longer (featureHistory, ADR 0061).
 */
export class GetFeatureEventsQuery extends Query<string | Readable> {
  constructor(readonly featureName: string) {
    super();
  }
}
