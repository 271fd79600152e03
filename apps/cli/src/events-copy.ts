import type { EventImporter, EventStore } from '@pennant/event-store';
import type { RecordedEvent } from '@pennant/events';

/*
 * `pennant events copy --from postgres --to esdb` (and back): streams the whole log from one store
 * into an empty other store in log order, keeping event ids, streams, versions, types, data,
 * metadata and creation times; then re-reads both logs and compares them event by event.
 * Positions (the public event ids) are assigned by the target, so read models must be rebuilt
 * against the target before switching EVENT_STORE (docs/adr/0009-eventstoredb-adapter.md).
 */

export type StoreKind = 'postgres' | 'esdb';

export interface CopyArgs {
  from: StoreKind;
  to: StoreKind;
  batchSize: number;
}

const KINDS: readonly StoreKind[] = ['postgres', 'esdb'];

/** Parses `--from X --to Y [--batch-size N]`; throws a message naming every problem. */
export function parseCopyArgs(argv: readonly string[]): CopyArgs {
  const values = new Map<string, string>();
  const problems: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (!['--from', '--to', '--batch-size'].includes(flag)) problems.push(`unknown argument "${flag}"`);
    else if (value === undefined || value.startsWith('--')) problems.push(`${flag} needs a value`);
    else {
      values.set(flag, value);
      i += 1;
    }
  }
  const kind = (flag: string): StoreKind => {
    const value = values.get(flag);
    if (value === undefined) problems.push(`${flag} is required (postgres or esdb)`);
    else if (!KINDS.includes(value as StoreKind)) problems.push(`${flag} must be postgres or esdb (got "${value}")`);
    return value as StoreKind;
  };
  const from = kind('--from');
  const to = kind('--to');
  if (from && to && from === to) problems.push('--from and --to must differ');
  const rawBatch = values.get('--batch-size') ?? '500';
  const batchSize = Number(rawBatch);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10000)
    problems.push(`--batch-size must be an integer from 1 to 10000 (got "${rawBatch}")`);
  if (problems.length > 0) throw new Error(`events copy: ${problems.join('; ')}`);
  return { from, to, batchSize };
}

/** JSON with object keys sorted (PostgreSQL's jsonb does not keep key order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The identity of an event that a copy must preserve (positions excluded: the target assigns them). */
export function identityOf(event: RecordedEvent): string {
  return canonicalJson([
    event.eventId,
    event.streamId,
    event.streamVersion,
    event.type,
    event.metadata,
    event.createdAt.toISOString(),
    event.data,
  ]);
}

/** Compares two slices of the logs at the same offset; returns the first difference or null. */
export function firstDifference(offset: number, source: readonly RecordedEvent[], target: readonly RecordedEvent[]): string | null {
  const n = Math.max(source.length, target.length);
  for (let i = 0; i < n; i += 1) {
    const a = source[i];
    const b = target[i];
    if (!a) return `event #${offset + i + 1}: target has an extra event ${b.eventId} (${b.streamId}@${b.streamVersion})`;
    if (!b) return `event #${offset + i + 1}: target lacks ${a.eventId} (${a.streamId}@${a.streamVersion})`;
    if (identityOf(a) !== identityOf(b))
      return `event #${offset + i + 1}: source ${a.eventId} (${a.streamId}@${a.streamVersion}) differs from target ${b.eventId} (${b.streamId}@${b.streamVersion})`;
  }
  return null;
}

/** Reads a whole log page by page (`limit` events at most in memory). */
export async function* pages(store: EventStore, limit: number): AsyncGenerator<RecordedEvent[]> {
  let after = 0;
  for (;;) {
    const batch = await store.readAll({ after, limit });
    if (batch.events.length > 0) yield batch.events;
    if (batch.scannedUpTo === after) return;
    after = batch.scannedUpTo;
  }
}

export interface CopyReport {
  copied: number;
  verified: number;
}

export async function copyEvents(
  source: EventStore,
  target: EventStore & EventImporter,
  batchSize: number,
  progress: (copied: number) => void = () => undefined,
): Promise<CopyReport> {
  if ((await target.headPosition()) > 0)
    throw new Error('events copy: the target store already holds events; copy only into an empty store');
  let copied = 0;
  for await (const page of pages(source, batchSize)) {
    await target.importEvents(page);
    copied += page.length;
    progress(copied);
  }
  const verified = await verifyCopy(source, target, batchSize);
  if (verified !== copied) throw new Error(`events copy: copied ${copied} events but verified ${verified}`);
  return { copied, verified };
}

/** Re-reads both logs in step; throws at the first difference, returns the number of equal events. */
export async function verifyCopy(source: EventStore, target: EventStore, batchSize: number): Promise<number> {
  const left = flatten(pages(source, batchSize));
  const right = flatten(pages(target, batchSize));
  let count = 0;
  for (;;) {
    const [a, b] = await Promise.all([left.next(), right.next()]);
    if (a.done && b.done) return count;
    const difference = firstDifference(count, a.done ? [] : [a.value], b.done ? [] : [b.value]);
    if (difference) throw new Error(`events copy: verification failed at ${difference}`);
    count += 1;
  }
}

async function* flatten(source: AsyncGenerator<RecordedEvent[]>): AsyncGenerator<RecordedEvent> {
  for await (const page of source) yield* page;
}
