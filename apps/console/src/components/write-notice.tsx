import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { HistoryLink } from './history-link';
import { historyHref } from './recorded-store';

/** What a write did and the event it appended, as its own answer named it (`Pennant-Last-Event-Id`, ADR 0041). */
export interface Recorded {
  message: string;
  /**
   * The last event the write appended; null when the API recorded nothing (a no-op); left out for
   * a write that never records an event (a password: credentials are not facts of the log).
   */
  eventId?: number | null;
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

/**
 * After a write: what it did and a link to the event it recorded in the history — the one notice
 * of every area (the layout's RecordedNotice shows it too). Needs no look-up, so whoever may
 * write sees it.
 */
export function WriteNotice({ recorded, onDismiss }: { recorded: Recorded | null; onDismiss: () => void }) {
  if (!recorded) return null;
  return (
    <div className="banner banner--success recorded" role="status">
      <span>{recorded.message}</span>
      {typeof recorded.eventId === 'number' && (
        <>
          {' '}
          <HistoryLink href={historyHref({ event: recorded.eventId })}>Recorded as event {recorded.eventId}</HistoryLink>.
        </>
      )}
      {recorded.eventId === null && ' Nothing changed, so nothing was recorded.'}{' '}
      <button type="button" className="button button--ghost button--small" onClick={onDismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
