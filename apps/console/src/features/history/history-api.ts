import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, type ResponseOf } from '../../api/client';
import { queryString } from '../../api/http';
import { toExportQuery, toSearchQuery, type HistorySearch } from './history-search';

export type EventPage = ResponseOf<'/api/admin/search/events', 'get'>;
export type LogEvent = EventPage['events'][number];

/** What `GET /api/admin/events/verify` answers (ADR 0013; the document leaves it undescribed). */
export interface ChainReport {
  ok: boolean;
  checked: number;
  headHash: string | null;
  headPosition: number;
  firstBroken: { position: number; reason?: string; [key: string]: unknown } | null;
  missingTail: { recordedPosition: number; recordedBy: string; reason: string } | null;
}

export const HISTORY_KEY = ['history'] as const;

/**
 * One page of the timeline. Its `head` is where the live stream starts; while the page is open
 * the stream keeps this cache entry current (use-live-events.ts), so it is never refetched
 * behind the stream's back (a refetch would move the head the stream already passed).
 */
export function eventPageQuery(search: HistorySearch) {
  const query = toSearchQuery(search);
  return queryOptions({
    queryKey: [...HISTORY_KEY, 'events', query],
    queryFn: ({ signal }) => api('get', '/api/admin/search/events', { query, signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    placeholderData: (previous) => previous,
  });
}

/** A streamed event joins the cached page: newest first, once (ids at or below the head are in it). */
export function addLiveEvent(client: QueryClient, search: HistorySearch, event: LogEvent): void {
  client.setQueryData(eventPageQuery(search).queryKey, (page) => {
    if (!page || event.id <= page.head) return page;
    const limit = Number(toSearchQuery(search).limit);
    return { events: [event, ...page.events].slice(0, limit), total: page.total + 1, head: event.id };
  });
}

export const verifyQuery = queryOptions({
  queryKey: [...HISTORY_KEY, 'verify'],
  queryFn: async ({ signal }) => (await api('get', '/api/admin/events/verify', { signal })) as unknown as ChainReport,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

/** The export link (a plain download: the browser sends the session cookie). */
export function exportHref(search: HistorySearch): string {
  return `/api/admin/events/export${queryString(toExportQuery(search))}`;
}
