import { useSyncExternalStore } from 'react';

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

/** The last write announced (null once dismissed), for RecordedNotice. */
export function useLastRecorded(): RecordedWrite | null {
  return useSyncExternalStore(subscribe, () => last);
}
