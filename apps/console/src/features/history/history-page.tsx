import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useCan } from '../../lib/can';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { EventItem } from './event-item';
import { eventPageQuery, exportHref } from './history-api';
import { HistoryFilters } from './history-filters';
import { DEFAULT_LIMIT, hasFilters, PAGE_SIZES, withFilter, type HistorySearch } from './history-search';
import { useLiveEvents, type LiveState } from './use-live-events';
import { VerifyPanel } from './verify-panel';
import '../../styles/audit.css';

const route = getRouteApi('/app/history');

const LIVE_TEXT: Record<LiveState, string> = {
  off: 'Not live: an older page or a closed date range',
  connecting: 'Connecting to the live stream…',
  live: 'Live: new events appear at the top',
  reconnecting: 'Connection lost; resuming from the last event received…',
};

/** The event log for auditors: filtered, paged, live on its first page, each event opening to its diff. */
export function HistoryPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = useQuery(eventPageQuery(search));
  const go = (next: HistorySearch) => void navigate({ search: next, replace: true });
  // Without ADMIN the search answers only the events you recorded (ADR 0048); the stream, the chain check and the export stay ADMIN's.
  const can = useCan();
  const auditor = can('get', '/api/admin/events/stream');
  const live = useLiveEvents(search, auditor && page.data && !page.isPlaceholderData ? page.data.head : undefined);
  // Events that arrived live since this page was first shown, highlighted as new.
  const firstHead = useRef<{ key: string; head: number } | null>(null);
  const key = JSON.stringify(search);
  if (page.data && !page.isPlaceholderData && firstHead.current?.key !== key) firstHead.current = { key, head: page.data.head };
  const seenHead = firstHead.current?.head ?? Infinity;
  const limit = search.limit ?? DEFAULT_LIMIT;
  return (
    <>
      <div className="page-header">
        <h1>History</h1>
        {can('get', '/api/admin/events/export') && (
          <a className="button" href={exportHref(search)} download>
            Export the log (NDJSON)
          </a>
        )}
      </div>
      {auditor ? <VerifyPanel /> : <p className="muted">The events you recorded yourself; the whole log is for administrators.</p>}
      <HistoryFilters search={search} onChange={(change) => go(withFilter(search, change))} />
      <div className="toolbar">
        {auditor && (
          <span className={`live live--${live}`} role="status">
            <span className="live__dot" aria-hidden="true" />
            {LIVE_TEXT[live]}
          </span>
        )}
        {hasFilters(search) && (
          <Link to="/history" search={{}} className="button button--ghost button--small">
            Clear filters
          </Link>
        )}
        {page.isFetching && !page.isPending && <span className="muted">Updating…</span>}
      </div>
      {page.isPending && <Loading label="Loading the history" />}
      {page.isError && <ErrorMessage error={page.error} title="The history could not be loaded" />}
      {page.data && page.data.events.length === 0 && (
        <EmptyState title={hasFilters(search) ? 'No event matches these filters.' : 'The log is empty.'}>
          {hasFilters(search) ? <p>Change or clear the filters.</p> : null}
        </EmptyState>
      )}
      {page.data && page.data.events.length > 0 && (
        <>
          <ol className="timeline" aria-label="Events, newest first">
            {page.data.events.map((event) => (
              <EventItem
                key={event.id}
                event={event}
                fresh={event.id > seenHead}
                open={search.event === event.id}
                onToggle={(open) => go({ ...search, event: open ? event.id : undefined })}
              />
            ))}
          </ol>
          <Pager
            offset={search.offset ?? 0}
            limit={limit}
            total={page.data.total}
            sizes={PAGE_SIZES}
            onOffset={(offset) => go({ ...search, offset: offset || undefined, event: undefined })}
            onLimit={(size) => go({ ...search, limit: size === DEFAULT_LIMIT ? undefined : size, offset: undefined })}
          />
        </>
      )}
    </>
  );
}
