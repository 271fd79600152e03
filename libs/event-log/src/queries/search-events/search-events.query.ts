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

export interface EventSearchResult {
  events: PublicEvent[];
  total: number;
  /**
   * The newest event id of the whole log in the snapshot the events were read from: every
   * matching event up to it is in this answer or on a later page, so a live view streams from
   * here (`GET /api/admin/events/stream?lastEventId=<head>`) with no gap and no repeat.
   */
  head: number;
}

export class SearchEventsQuery extends Query<EventSearchResult> {
  constructor(readonly search: EventSearch) {
    super();
  }
}
