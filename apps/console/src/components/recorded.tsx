import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { announceRecorded, historyHref, useLastRecorded } from './recorded-store';

export { announceRecorded, historyHref, type RecordedWrite } from './recorded-store';

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
  const write = useLastRecorded();
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
