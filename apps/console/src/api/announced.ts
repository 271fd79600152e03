import { announceRecorded } from '../components/recorded-store';
import type { Recorded } from './http';

/**
 * A write whose outcome the layout's notice announces — what it did and the event its answer
 * named (ADR 0041) — for callers that want only the body (the flag area's writes).
 */
export async function announced<T>(what: string, write: Promise<Recorded<T>>): Promise<T> {
  const { body, eventId } = await write;
  announceRecorded({ what, eventId });
  return body;
}
