import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { HistoryLink } from './recorded';
import { useRecordedEvent } from './recorded-event';

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

/** The history area's view of the log filtered to one kind of event about one subject (the event search's filter names). */
export function historyHref(type: string, subject?: string): string {
  const search = new URLSearchParams({ type: `IS:${type}`, ...(subject ? { query: subject } : {}) });
  return `/history?${search.toString()}`;
}

/**
 * After a write: what it did and the event it recorded, found in the log (`useRecordedEvent`),
 * with a link to it in the history.
 */
export function WriteNotice({ recorded, onDismiss }: { recorded: Recorded | null; onDismiss: () => void }) {
  const { readable, event } = useRecordedEvent({ types: recorded?.type === undefined ? undefined : [recorded.type], subject: recorded?.subject });
  if (!recorded) return null;
  return (
    <div className="notice" role="status">
      <span>{recorded.message}</span>
      {readable && recorded.type && event && (
        <span>
          {' '}
          Recorded as event <strong>#{event.id}</strong> ({event.type}).{' '}
          <HistoryLink href={historyHref(recorded.type, recorded.subject)}>See it in the history</HistoryLink>
        </span>
      )}
      <button type="button" className="button button--ghost button--small" onClick={onDismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
