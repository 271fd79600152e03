import type { FastifyRequest } from 'fastify';
import type { AppendObserver } from '@pennant/event-store';

/**
 * What one HTTP request appended (ADR 0032/0033), learned from the event store through the
 * observer its actor carries: the positions its appends reached, and whether an append was sent
 * whose outcome it never learned.
 */
export class RequestWrites implements AppendObserver {
  readonly positions: number[] = [];
  /**
   * Keyed requests only (the Idempotency-Key hook sets `recordPlanned`): appends announced minus
   * appends known committed; > 0 after an unknown outcome or a refusal.
   */
  unsettled = 0;
  /** Left undefined without an Idempotency-Key, so that the store does not wait on it. */
  planned?: (eventIds: readonly string[]) => Promise<void>;

  /** Set by the Idempotency-Key hook: records the planned event ids before each append. */
  set recordPlanned(record: (eventIds: readonly string[]) => Promise<void>) {
    this.planned = async (eventIds) => {
      this.unsettled += 1;
      await record(eventIds);
    };
  }

  committed(lastPosition: number): void {
    this.unsettled -= 1;
    this.positions.push(lastPosition);
  }

  get appended(): boolean {
    return this.positions.length > 0;
  }
}

const writes = new WeakMap<FastifyRequest, RequestWrites>();

export function writesOf(request: FastifyRequest): RequestWrites | undefined {
  return writes.get(request);
}

export function trackWrites(request: FastifyRequest): RequestWrites {
  const tracked = new RequestWrites();
  writes.set(request, tracked);
  return tracked;
}
