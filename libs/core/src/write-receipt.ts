import type { AppendedEvent, AppendResult } from '@pennant/event-store';

/**
 * What a command's write did (docs/adr/0060-write-receipts.md), as the command executor returns
 * it: the events appended, with their positions and stream versions, and whether every read model
 * handling them has applied them. A command that changed nothing has a receipt too, with no events.
 *
 * The third outcome, unknown (the connection was lost during the commit and the log stayed out of
 * reach), is not a receipt: it is `OutcomeUnknownError`, thrown, because nothing can go on from it.
 */
export interface WriteReceipt {
  /** In log order; empty when nothing was appended. */
  readonly events: readonly AppendedEvent[];
  /** Position of the last event; 0 when nothing was appended. */
  readonly lastPosition: number;
  /**
   * `caught-up`: every read model handling the events applied them, so the next read shows the
   * write (also when nothing was written); `pending`: the wait ended at CONSISTENCY_TIMEOUT_MS.
   */
  readonly readModels: 'caught-up' | 'pending';
}

export const NOTHING_WRITTEN: WriteReceipt = Object.freeze({ events: [], lastPosition: 0, readModels: 'caught-up' });

export function receiptOf(appended: AppendResult, readModels: WriteReceipt['readModels']): WriteReceipt {
  return { events: appended.events, lastPosition: appended.lastPosition, readModels };
}

/** The writes of one request as one receipt: all their events; pending if any is. */
export function combineReceipts(receipts: readonly WriteReceipt[]): WriteReceipt {
  if (receipts.length === 1) return receipts[0];
  const events = receipts.flatMap((r) => r.events).sort((a, b) => a.position - b.position);
  return {
    events,
    lastPosition: Math.max(0, ...receipts.map((r) => r.lastPosition)),
    readModels: receipts.some((r) => r.readModels === 'pending') ? 'pending' : 'caught-up',
  };
}
