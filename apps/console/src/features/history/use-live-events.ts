import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryString } from '../../api/http';
import { addLiveEvent, type LogEvent } from './history-api';
import { isLive, matchesLive, toStreamQuery, type HistorySearch } from './history-search';

export type LiveState = 'off' | 'connecting' | 'live' | 'reconnecting';

/** After a refused stream (429, a lost session) the browser gives up; we ask again this much later. */
const RETRY_AFTER_REFUSAL_MS = 5000;

/**
 * Follows the event stream from the head of the timeline's first page and adds each new event
 * to that page in the query cache. A dropped connection is resumed from the last event received
 * (EventSource sends it as Last-Event-ID; after a refusal we reopen with `?lastEventId=`), so
 * nothing is missed or shown twice; `addLiveEvent` also ignores ids it already has.
 *
 * `head` is the page's head when its data is the answer for this search (not a placeholder).
 */
export function useLiveEvents(search: HistorySearch, head: number | undefined): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>('off');
  const searchRef = useRef(search);
  searchRef.current = search;
  const live = isLive(search) && head !== undefined;
  const streamKey = live
    ? JSON.stringify({ ...toStreamQuery(search, 0), createdBy: search.createdBy, query: search.query, limit: search.limit })
    : null;
  // The start position, taken when the stream (re)starts for a search: later heads come from the stream itself.
  const startRef = useRef(0);
  startRef.current = head ?? 0;

  useEffect(() => {
    if (streamKey === null) {
      setState('off');
      return;
    }
    let lastId = startRef.current;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      setState(source === null ? 'connecting' : 'reconnecting');
      source = new EventSource(`/api/admin/events/stream${queryString(toStreamQuery(searchRef.current, lastId))}`);
      source.onopen = () => setState('live');
      source.onmessage = (message: MessageEvent<string>) => {
        const event = JSON.parse(message.data) as LogEvent;
        if (event.id <= lastId) return;
        lastId = event.id;
        if (matchesLive(searchRef.current, event)) addLiveEvent(client, searchRef.current, event);
      };
      source.onerror = () => {
        if (source?.readyState === EventSource.CONNECTING) return setState('reconnecting');
        // Closed for good (the server refused the stream): reopen from the last event we hold.
        source?.close();
        setState('reconnecting');
        retry = setTimeout(open, RETRY_AFTER_REFUSAL_MS);
      };
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [streamKey, client]);

  return state;
}
