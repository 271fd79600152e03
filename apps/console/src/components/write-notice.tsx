import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useState, type MouseEvent } from 'react';
import { api } from '../api/client';
import { useCan } from '../auth/can';
import { useSession } from '../auth/session';

/**
 * What a write appended to the event log: its event type and a word of its `data` that finds it
 * (a name; none for a delete, whose event keeps the subject in `preData` only).
 */
export interface Recorded {
  message: string;
  /** None: the write records no event (a password: credentials are not facts of the log). */
  type?: string;
  subject?: string;
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** A write done on the previous screen, announced on the next one (after a create that navigates). */
    recorded?: Recorded;
  }
}

/** The notice of a write: set after this screen's writes, or brought along by the navigation after one. */
export function useRecorded(): [Recorded | null, (recorded: Recorded | null) => void] {
  const brought = useRouterState({ select: (s) => s.location.state.recorded ?? null });
  const [local, setLocal] = useState<Recorded | null | undefined>(undefined);
  return [local === undefined ? brought : local, setLocal];
}

interface FoundEvent {
  id: number;
  type: string;
  createdAt: string;
}

/** The history area's view of the log filtered to one kind of event about one subject (the event search's filter names). */
export function historyHref(type: string, subject?: string): string {
  const search = new URLSearchParams({ type: `IS:${type}`, ...(subject ? { query: subject } : {}) });
  return `/history?${search.toString()}`;
}

/**
 * After a write: what it did and the event it recorded, found in the log (the newest event of
 * that type about the subject by the signed-in person), with a link to it in the history.
 */
export function WriteNotice({ recorded, onDismiss }: { recorded: Recorded | null; onDismiss: () => void }) {
  const can = useCan();
  const session = useSession();
  const router = useRouter();
  const me = session.data?.user.id;
  const readable = can('get', '/api/admin/search/events');
  const event = useQuery({
    queryKey: ['recorded', recorded?.type, recorded?.subject, me],
    enabled: recorded?.type !== undefined && readable,
    queryFn: async () => {
      const answer = (await api('get', '/api/admin/search/events', { query: { type: `IS:${recorded?.type}`, ...(recorded?.subject ? { query: recorded.subject } : {}), ...(me ? { createdBy: `IS:${me}` } : {}), limit: 1 } })) as { events?: FoundEvent[] };
      return answer.events?.[0] ?? null;
    },
  });
  if (!recorded) return null;
  const href = recorded.type ? historyHref(recorded.type, recorded.subject) : '';
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    router.history.push(href);
  };
  return (
    <div className="notice" role="status">
      <span>{recorded.message}</span>
      {readable && recorded.type && event.data && (
        <span>
          {' '}
          Recorded as event <strong>#{event.data.id}</strong> ({event.data.type}).{' '}
          <a href={href} onClick={open}>
            See it in the history
          </a>
        </span>
      )}
      <button type="button" className="button button--ghost button--small" onClick={onDismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
