import type { Recorded } from '../../components/write-notice';

/** What a settings write did and the event its answer named (shown by the shared WriteNotice). */
export type Notice = Recorded;

export const notice = (message: string, answer: { eventId: number | null }): Notice => ({ message, eventId: answer.eventId });
