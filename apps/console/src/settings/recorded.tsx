import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { api } from '../api/client';
import { useCan } from '../auth/can';
import { useSession } from '../auth/session';

/** What a write did, and how to find the event it appended: its type(s) and a word of it. */
export interface Notice {
  message: string;
  /** The event types the write appends (a setting's first save is `setting-created`, later ones `setting-updated`). */
  types?: readonly string[];
  /** A word the event holds (a name), to tell it from others of its type. */
  subject?: string;
  /** When it was announced: two equal writes are two notices. */
  at: number;
}

export const notice = (message: string, types?: readonly string[], subject?: string): Notice => ({ message, types, subject, at: Date.now() });

/** The history's view of one event (the history area's URL: `event` opens it, `type` keeps it on the first page). */
export function historyHref(id: number, type: string): string {
  return `/history?${new URLSearchParams({ type, event: String(id) }).toString()}`;
}

/**
 * The newest event of the notice's types that the signed-in person appended (and that holds its
 * subject): the event the write recorded. The event search is ADMIN's; others get no link.
 */
function useRecordedEvent(n: Notice) {
  const session = useSession();
  const can = useCan();
  const userId = session.data?.user.id;
  return useQuery({
    queryKey: ['recorded-event', n.at, n.types, n.subject],
    enabled: n.types !== undefined && userId !== undefined && can('get', '/api/admin/search/events'),
    staleTime: Infinity,
    queryFn: async () => {
      const answer = (await api('get', '/api/admin/search/events', { query: { type: `IS_ANY_OF:${(n.types ?? []).join(',')}`, createdBy: `IS:${userId}`, query: n.subject, limit: 1 } })) as { events?: Array<{ id: number; type: string }> };
      return answer.events?.[0] ?? null;
    },
  });
}

/** What the last write did, with a link to the event it recorded in the history (a live region). */
export function Saved({ notice: n, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  if (!n) return null;
  return (
    <div className="banner banner--success" role="status">
      {n.message} <RecordedLink notice={n} />
      <button type="button" className="button button--ghost button--small" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

function RecordedLink({ notice: n }: { notice: Notice }) {
  const event = useRecordedEvent(n);
  const router = useRouter();
  if (!event.data) return null;
  const href = historyHref(event.data.id, event.data.type);
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    router.history.push(href);
  };
  return (
    <a href={href} onClick={open}>
      Recorded as event {event.data.id} ({event.data.type})
    </a>
  );
}
