import { Query } from '@nestjs/cqrs';
import type { PublicEvent } from '@pennant/events';

export interface EventSearch {
  query: string | null;
  features: string[] | null;
  projects: string[] | null;
  types: string[] | null;
  createdBy: string[] | null;
  from: Date | null;
  to: Date | null;
  offset: number;
  limit: number;
}

export class SearchEventsQuery extends Query<{ events: PublicEvent[]; total: number }> {
  constructor(readonly search: EventSearch) {
    super();
  }
}
