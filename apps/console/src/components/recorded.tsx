import { announceRecorded, useLastRecorded } from './recorded-store';
import { WriteNotice } from './write-notice';

export { announceRecorded, historyHref, type RecordedWrite } from './recorded-store';
export { HistoryLink } from './history-link';

/** The last write announced through the store (projects, change requests), in the one write notice. */
export function RecordedNotice() {
  const write = useLastRecorded();
  if (!write) return null;
  return <WriteNotice recorded={{ message: `${write.what}.`, eventId: write.eventId }} onDismiss={() => announceRecorded(null)} />;
}
