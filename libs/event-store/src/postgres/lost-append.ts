import { DatabaseError, type Pool } from 'pg';
import type { AppendedEvent, AppendResult } from '../event-store.port';
import { OutcomeUnknownError } from '../event-store.errors';

// Appends whose connection was lost (docs/adr/0032-idempotency-and-unknown-outcomes.md): the
// commit may or may not have happened. Every event carries a uuid, so once the lost session is
// over the log answers the question exactly.

/** An event of a lost append, found in the log. */
export interface LoggedEvent {
  event_id: string;
  position: string;
  stream_id: string;
  stream_version: number;
}

/**
 * True when the server refused the statement and the connection is fine: an error of severity
 * ERROR aborts the statement's implicit transaction, so nothing of it was committed. Anything else
 * (FATAL/PANIC such as `pg_terminate_backend`'s 57P01, a reset socket, a timeout) may have come
 * after the commit.
 */
export function refusedByServer(error: unknown): boolean {
  return error instanceof DatabaseError && error.severity === 'ERROR';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the lost session `pid` is over (terminating it if the server still runs it: a
 * session cut off by the network may still hold its transaction open), then reads which of
 * `eventIds` are in the log. Retries with back-off while the database is unreachable; throws once
 * `deadline` (epoch ms) has passed.
 */
export async function findLostEvents(
  pool: Pool,
  pid: number | null,
  eventIds: readonly string[],
  deadline: number,
): Promise<Map<string, LoggedEvent>> {
  for (let pause = 50; ; pause = Math.min(1000, pause * 2)) {
    try {
      if (pid !== null) await endSession(pool, pid, deadline);
      const { rows } = await pool.query<LoggedEvent>(
        'SELECT event_id, position, stream_id, stream_version FROM es_events WHERE event_id = ANY($1::uuid[])',
        [eventIds],
      );
      return new Map(rows.map((r) => [r.event_id, r]));
    } catch (error) {
      if (Date.now() + pause > deadline) throw error;
      await sleep(pause);
    }
  }
}

/** Until the session is gone its transaction may still commit: "not in the log" would prove nothing. */
async function endSession(pool: Pool, pid: number, deadline: number): Promise<void> {
  for (;;) {
    const { rows } = await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE pid = $1 AND pid <> pg_backend_pid() AND state <> 'idle' AND query LIKE '%es_append_group%'`,
      [pid],
    );
    if (rows.length === 0) return;
    if (Date.now() > deadline) throw new Error(`the lost append session ${pid} did not end`);
    await sleep(20);
  }
}

/** An event as an append sent it (its id is how it is looked up in the log). */
export type SentEvent = Omit<AppendedEvent, 'streamVersion' | 'position'>;

/** An append waiting for its outcome. */
export interface LostAppend {
  /** Its events, in order. */
  events: SentEvent[];
  /** Times it was sent again after a lost connection proved it absent from the log. */
  resent: number;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/**
 * A group whose connection was lost: once the lost session is over, each append is in the log
 * (resolved as committed, with its positions and versions) or not (returned in `again` to be sent
 * once more; the second time it fails with `cause`, a definite failure). If the database stays out
 * of reach past `timeoutMs`, each append fails with OutcomeUnknownError. `last`: the highest
 * position found.
 */
export async function settleLost<T extends LostAppend>(
  pool: Pool,
  group: readonly T[],
  pid: number | null,
  cause: unknown,
  timeoutMs: number,
): Promise<{ again: T[]; last: number }> {
  const unknown = () => new OutcomeUnknownError(Math.round(timeoutMs / 1000));
  let found: Map<string, LoggedEvent>;
  try {
    found = await findLostEvents(
      pool,
      pid,
      group.flatMap((g) => g.events.map((e) => e.eventId)),
      Date.now() + timeoutMs,
    );
  } catch {
    for (const g of group) g.reject(unknown());
    return { again: [], last: 0 };
  }
  const again: T[] = [];
  let last = 0;
  for (const g of group) {
    const logged = g.events.flatMap((sent) => {
      const row = found.get(sent.eventId);
      return row ? [{ ...sent, streamVersion: row.stream_version, position: Number(row.position) }] : [];
    });
    if (logged.length === g.events.length) {
      const versions: Record<string, number> = {};
      for (const e of logged) versions[e.streamId] = Math.max(versions[e.streamId] ?? 0, e.streamVersion);
      const lastPosition = Math.max(...logged.map((e) => e.position));
      last = Math.max(last, lastPosition);
      g.resolve({ events: logged, lastPosition, versions });
    } else if (logged.length > 0) {
      g.reject(unknown()); // an append is one transaction: part of one in the log would be a store bug
    } else if (g.resent === 0) {
      g.resent += 1;
      again.push(g);
    } else {
      g.reject(cause);
    }
  }
  return { again, last };
}
