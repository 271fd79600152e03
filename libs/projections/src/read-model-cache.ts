import type { ProjectionRuntime } from './projection-runtime';

export interface ReadModelCacheOptions {
  /** Answers kept per projection (distinct keys at one checkpoint). */
  maxEntries?: number;
}

/**
 * Answers of read-only queries, kept while the projection they read has not moved.
 *
 * A query that reads only the tables of one projection gives the same answer as long as that
 * projection's checkpoint is unchanged. This process knows the checkpoint only when it leads the
 * projection (the usual single-node setup); otherwise nothing is cached. The version is taken
 * *before* the query runs, so an answer computed while a batch commits is filed under the older
 * checkpoint and never served once the runner has moved — and a command's read-your-writes wait
 * ends only after the move, so its next read cannot see an answer from before its write.
 */
export class ReadModelCache {
  private readonly entries = new Map<string, { version: number; values: Map<string, unknown> }>();

  constructor(
    private readonly runtime: Pick<ProjectionRuntime, 'localCheckpoint'>,
    private readonly options: ReadModelCacheOptions = {},
  ) {}

  /**
   * The cached answer of `key` on `projection`'s current checkpoint, else `compute()` (kept for
   * next time, unless `keep` says not: a stream, an answer too large to hold).
   */
  async get<T>(projection: string, key: string, compute: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const version = this.runtime.localCheckpoint(projection);
    if (version === null) return compute();
    const current = this.entries.get(projection);
    if (current?.version === version && current.values.has(key)) return current.values.get(key) as T;
    const value = await compute();
    if (!keep(value)) return value;
    let slot = this.entries.get(projection);
    // A newer checkpoint starts a fresh slot; an answer computed on an older one is not kept.
    if (!slot || slot.version < version) {
      slot = { version, values: new Map() };
      this.entries.set(projection, slot);
    }
    if (slot.version === version) {
      if (slot.values.size >= (this.options.maxEntries ?? 1000)) slot.values.delete(slot.values.keys().next().value as string);
      slot.values.set(key, value);
    }
    return value;
  }
}
