import { HistoryLink } from '../components/recorded';
import { useRecordedEvent } from '../components/recorded-event';

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
  const { event } = useRecordedEvent(n);
  if (!event) return null;
  return <HistoryLink href={historyHref(event.id, event.type)}>Recorded as event {event.id} ({event.type})</HistoryLink>;
}
