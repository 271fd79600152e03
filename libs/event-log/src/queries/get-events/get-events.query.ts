import { Query } from '@nestjs/cqrs';
import type { PublicEvent } from '@pennant/events';

export interface EventsResponse {
  version: 1;
  events: PublicEvent[];
  totalEvents: number;
}

/** Without a project: the last 100 events; with one: all of that project's events. Newest first. */
export class GetEventsQuery extends Query<EventsResponse> {
  constructor(readonly project: string | null) {
    super();
  }
}
