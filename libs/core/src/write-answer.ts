import { DomainError, isDatabaseUnavailable } from '@pennant/platform';
import { combineReceipts, type WriteReceipt } from './write-receipt';

/**
 * A write route's answer (docs/adr/0060-write-receipts.md): the body, and the receipt of what the
 * request wrote. Controllers return it; the HTTP side (apps/admin-api/src/writes/write-answers.ts)
 * sends the body and turns the receipt into `Pennant-Last-Event-Id` and `Pennant-Consistency`,
 * the same way for every write route.
 */
export class WriteAnswer<T = unknown> {
  constructor(
    readonly receipt: WriteReceipt,
    readonly body: T,
    /**
     * Fields of `body` (dotted paths) that hold a secret this answer shows once — a token, a link
     * with its key — and that must never be stored: an Idempotency-Key replay answers them redacted.
     */
    readonly shownOnce: readonly string[] = [],
  ) {}
}

/** A receipt, or a command's result that carries one (`{ id, receipt }`). */
export type Receipted = WriteReceipt | { readonly receipt: WriteReceipt };

function receiptOf(written: Receipted | readonly Receipted[]): WriteReceipt {
  if (Array.isArray(written)) return combineReceipts((written as readonly Receipted[]).map(receiptOf));
  const one = written as Receipted;
  return 'receipt' in one ? one.receipt : one;
}

/** The answer (`body`, none for an empty answer) of a write that made `receipts` (`shownOnce`: see WriteAnswer). */
export function written(receipts: Receipted | readonly Receipted[]): WriteAnswer<undefined>;
export function written<T>(
  receipts: Receipted | readonly Receipted[],
  body: T,
  options?: { shownOnce?: readonly string[] },
): WriteAnswer<T>;
export function written<T>(
  receipts: Receipted | readonly Receipted[],
  body?: T,
  options: { shownOnce?: readonly string[] } = {},
): WriteAnswer<T | undefined> {
  return new WriteAnswer(receiptOf(receipts), body, options.shownOnce ?? []);
}

/**
 * A write's answer read by the query side — the code a GET of the same thing runs — once the
 * receipt is in (the read models have applied the write, or the wait ended: `readModels`). If the
 * database goes away during that read, the write still happened: the answer is
 * RecordedWithoutAnswerError naming its events, not "retry".
 */
export async function readAnswer<T>(
  written: Receipted,
  read: () => Promise<T>,
  options: { shownOnce?: readonly string[] } = {},
): Promise<WriteAnswer<T>> {
  const receipt = receiptOf(written);
  try {
    return new WriteAnswer(receipt, await read(), options.shownOnce ?? []);
  } catch (error) {
    if (receipt.events.length > 0 && isDatabaseUnavailable(error)) throw new RecordedWithoutAnswerError(receipt);
    throw error;
  }
}

/**
 * The write was recorded (its events are in the log) but its answer could not be read: the
 * database went away between the commit and the read (ADR 0032). Definite about the write — it
 * happened, do not repeat it — and honest about the answer.
 */
export class RecordedWithoutAnswerError extends DomainError {
  readonly name = 'RecordedWithoutAnswerError';
  readonly status = 503;

  constructor(receipt: WriteReceipt) {
    const positions = receipt.events.map((e) => e.position);
    const ids = positions.length === 1 ? `event ${positions[0]}` : `events ${Math.min(...positions)}–${Math.max(...positions)}`;
    super(
      `The write was recorded (${ids}), but its answer could not be read back: the database went away right after. Do not repeat it; read the resource once the service answers again.`,
    );
  }
}
