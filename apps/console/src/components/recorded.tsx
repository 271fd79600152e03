import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore, type MouseEvent } from 'react';

/** The console's history area lives at `/history`; other areas link into it only through this URL. */
export function historyHref(query: { event?: number; feature?: string; project?: string }): string {
  const search = new URLSearchParams();
  if (query.event !== undefined) search.set('event', String(query.event));
  if (query.feature !== undefined) search.set('feature', query.feature);
  if (query.project !== undefined) search.set('project', query.project);
  const text = search.toString();
  return text ? `/history?${text}` : '/history';
}

export interface RecordedWrite {
  /** What was done, in a sentence ("Project checkout created"). */
  what: string;
  /** The last event the write appended; null when it changed nothing (and so recorded nothing). */
  eventId: number | null;
}

let last: RecordedWrite | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Tells the person what their write recorded (shown by RecordedNotice until the next one or dismissed). */
export function announceRecorded(write: RecordedWrite | null): void {
  last = write;
  for (const listener of listeners) listener();
}

/** A link into the history that stays inside the console (a plain link when opened in a new tab). */
export function HistoryLink({ href, children }: { href: string; children: React.ReactNode }) {
  const router = useRouter();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <a href={href} onClick={open}>
      {children}
    </a>
  );
}

/** The last write's outcome with a link to the event it appended in the history. */
export function RecordedNotice() {
  const write = useSyncExternalStore(subscribe, () => last);
  if (!write) return null;
  return (
    <div className="banner banner--success recorded" role="status">
      {write.what}
      {write.eventId !== null ? (
        <>
          {' — '}
          <HistoryLink href={historyHref({ event: write.eventId })}>recorded as event {write.eventId}</HistoryLink>
        </>
      ) : (
        ' — nothing changed, so nothing was recorded'
      )}
      .{' '}
      <button type="button" className="button button--ghost button--small" onClick={() => announceRecorded(null)} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
