import type { EventType, RecordedEvent } from '@pennant/events';

/** What a projection may run SQL through: the batch transaction (TypeORM query runner). */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<T[]>;
}

/**
 * What `apply` may hand back: called once the batch's transaction committed (with the position the
 * batch reached), before the commands waiting on that position are released. Never called for a
 * batch that rolled back, nor by rebuilds and replays.
 */
export type AfterCommit = (position: number) => void;

/**
 * A read model built from the log. `apply` receives a batch of handled events in position order
 * and must be idempotent per batch (set-based SQL); it never rejects a recorded event.
 */
export interface Projection {
  readonly name: string;
  readonly version: number;
  readonly handles: readonly EventType[];
  /** Tables this projection owns (emptied on rebuild). */
  readonly tables: readonly string[];
  apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void | AfterCommit>;
}

export const PROJECTIONS = Symbol('Projections');
