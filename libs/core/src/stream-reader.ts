import type { DomainEvent } from '@pennant/events';
import type { Decider } from './decider';

export interface LoadedStream<S> {
  state: S;
  /** The stream's own version (legacy events folded into `state` do not count). */
  version: number;
}

/** What a plan reads streams with: every stream it loads is appended at the version it read. */
export interface StreamReader {
  load<C, S, E extends DomainEvent>(streamId: string, decider: Decider<C, S, E>): Promise<LoadedStream<S>>;
}

export interface Loaded {
  state: unknown;
  version: number;
  decider: Decider<unknown, unknown, DomainEvent>;
}

/** A folded state as the executor caches it. */
export interface CachedStream {
  state: unknown;
  version: number;
}

/**
 * The reads of one attempt of a command. With `trustCache`, a cached stream is used as is,
 * without a read (`usedCache` then says the outcome is unverified: a refusal, or nothing to
 * append, is decided again on a fresh read; an append is checked by its expected version).
 */
export class AttemptReader implements StreamReader {
  readonly loaded = new Map<string, Loaded>();
  usedCache = false;

  constructor(
    private readonly cached: (streamId: string) => CachedStream | undefined,
    private readonly fresh: (streamId: string, decider: Decider<unknown, unknown, DomainEvent>) => Promise<LoadedStream<unknown>>,
    private readonly trustCache: boolean,
  ) {}

  async load<C, S, E extends DomainEvent>(streamId: string, decider: Decider<C, S, E>): Promise<LoadedStream<S>> {
    const seen = this.loaded.get(streamId);
    if (seen) return seen as LoadedStream<S>;
    const general = decider as unknown as Decider<unknown, unknown, DomainEvent>;
    let loaded = this.trustCache ? this.cached(streamId) : undefined;
    if (loaded) this.usedCache = true;
    else loaded = await this.fresh(streamId, general);
    this.loaded.set(streamId, { state: loaded.state, version: loaded.version, decider: general });
    return loaded as LoadedStream<S>;
  }
}
