import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, WrongExpectedVersionError, type EventStore, type ExpectedVersion, type StreamAppend } from '@pennant/event-store';
import type { Actor, DomainEvent, EventType } from '@pennant/events';
import { commandMetadata } from '@pennant/events';
import { logger, type PennantConfig } from '@pennant/platform';
import { ProjectionRuntime } from '@pennant/projections';
import { backoffMs, sleep } from './backoff';
import type { Decider } from './decider';
import { LegacyStreams } from './legacy-streams';
import { AttemptReader, type CachedStream, type LoadedStream, type StreamReader } from './stream-reader';
import { PENNANT_CONFIG } from './tokens';
import { NOTHING_WRITTEN, receiptOf, type WriteReceipt } from './write-receipt';

export interface Execution<C, S, E extends DomainEvent> {
  streamId: string;
  decider: Decider<C, S, E>;
  command: C;
  actor: Actor;
}

export interface ExecutionResult<S, E extends DomainEvent> {
  events: E[];
  state: S;
  /** What the append did and whether the read models caught up (write-receipt.ts). */
  receipt: WriteReceipt;
}

/** Events for one stream; its expected version is the one the plan loaded it at, unless given. */
export interface PlannedAppend {
  streamId: string;
  events: readonly DomainEvent[];
  /** For streams the plan did not load (`'any'` for a stream that only records, e.g. imports). */
  expectedVersion?: ExpectedVersion;
  /** The loaded state with `events` folded in, when the plan has it (spares the cache a second fold). */
  stateAfter?: unknown;
}

export interface Plan<R> {
  appends: readonly PlannedAppend[];
  result: R;
  /** Marks the append's events as a change request's group (their public `groupType`); absent = `transaction`. */
  groupType?: 'change-request';
}

export interface PlanOutcome<R> {
  result: R;
  events: DomainEvent[];
  /** What the append did and whether the read models caught up (write-receipt.ts). */
  receipt: WriteReceipt;
}

/** Attempts per command: the first may use the cached state; conflicts retry on fresh reads. */
const MAX_ATTEMPTS = 8;
const CACHE_LIMIT = 20000;

/**
 * The one command executor (ADR 0031, 0060): load → fold → decide → append with the expected
 * version of every stream read → wait for the projections (read-your-writes) → the write's
 * receipt. One stream (`execute`) or several appended atomically (`executeMany`: feature batches,
 * change requests, imports, cascades). A version conflict re-runs the whole decision on fresh
 * reads after a jittered back-off. Folded states are cached per stream; a single-stream command on
 * a cached stream is decided without a read, so a stale cache only costs a conflict and an
 * immediate retry.
 */
@Injectable()
export class CommandExecutor {
  private readonly cache = new Map<string, CachedStream>();
  private readonly legacy: LegacyStreams;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionRuntime,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {
    this.legacy = new LegacyStreams(store);
  }

  async execute<C, S, E extends DomainEvent>({ streamId, decider, command, actor }: Execution<C, S, E>): Promise<ExecutionResult<S, E>> {
    const outcome = await this.run(actor, true, async (reader) => {
      const { state } = await reader.load(streamId, decider);
      const events = decider.decide(command, state);
      const next = events.reduce(decider.evolve, state);
      return { appends: [{ streamId, events, stateAfter: next }], result: { events, state: next } };
    });
    return { ...outcome.result, receipt: outcome.receipt };
  }

  /**
   * A decision over several streams, appended in ONE append (atomic on PostgreSQL, see
   * `EventStore.capabilities`). `plan` reads through the reader it is given and must be pure
   * apart from those reads and read-model facts: it runs again after a version conflict.
   */
  executeMany<R>(actor: Actor, plan: (reader: StreamReader) => Promise<Plan<R>>): Promise<PlanOutcome<R>> {
    return this.run(actor, false, plan);
  }

  /** The current folded state of a stream (legacy events first), read fresh. */
  async load<S, C, E extends DomainEvent>(streamId: string, decider: Decider<C, S, E>): Promise<LoadedStream<S>> {
    const cached = this.cache.get(streamId) as LoadedStream<S> | undefined;
    let state: S = cached ? cached.state : await this.legacyState(streamId, decider);
    let version = cached?.version ?? 0;
    const newer = await this.store.readStream(streamId, version);
    for (const event of newer) {
      state = decider.evolve(state, event as unknown as E);
      version = event.streamVersion;
    }
    if (newer.length > 0 || !cached) this.remember(streamId, state, version);
    return { state, version };
  }

  /**
   * Appends that need no decision (records such as `features-exported`, the first start's setup),
   * with the executor's wait for the read models and its receipt.
   */
  async record(actor: Actor, appends: readonly StreamAppend[]): Promise<WriteReceipt> {
    const written = await this.store.append(appends, commandMetadata(actor), { writeId: actor.writeId });
    return receiptOf(
      written,
      await this.readModelsAfter(
        written.lastPosition,
        written.events.map((e) => e.type),
      ),
    );
  }

  /** Waits (bounded) until every read model handling `types` applied `position` (ADR 0003, 0033). */
  private async readModelsAfter(position: number, types: readonly EventType[]): Promise<WriteReceipt['readModels']> {
    if (position <= 0) return 'caught-up';
    if (await this.projections.waitFor(position, types, this.config.consistencyTimeoutMs)) return 'caught-up';
    logger.warn('projections lag behind a command; responding anyway', { position, types: [...new Set(types)] });
    return 'pending';
  }

  private async run<R>(actor: Actor, trustCache: boolean, plan: (reader: StreamReader) => Promise<Plan<R>>): Promise<PlanOutcome<R>> {
    for (let attempt = 1, freshConflicts = 0; ; attempt += 1) {
      const reader = new AttemptReader(
        (id) => this.cache.get(id),
        (id, decider) => this.load(id, decider),
        trustCache && attempt === 1,
      );
      let planned: Plan<R>;
      try {
        planned = await plan(reader);
      } catch (error) {
        if (reader.usedCache) continue;
        throw error;
      }
      const planning = planned.appends.filter((a) => a.events.length > 0);
      const seen = new Set<string>();
      const appends = planning.map((a) => toStreamAppend(a, reader, seen));
      if (appends.length === 0) {
        if (reader.usedCache) continue;
        return { result: planned.result, events: [], receipt: NOTHING_WRITTEN };
      }
      try {
        const written = await this.store.append(appends, commandMetadata(actor, planned.groupType), { writeId: actor.writeId });
        for (const a of planning) this.rememberAppended(reader, a, written.versions[a.streamId]);
        const readModels = await this.readModelsAfter(
          written.lastPosition,
          written.events.map((e) => e.type),
        );
        return { result: planned.result, events: appends.flatMap((a) => a.events), receipt: receiptOf(written, readModels) };
      } catch (error) {
        // The cached states stay: each is right for its version, and the retry reads only the
        // events after it (a conflict used to drop them and refold every stream from its start).
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
        if (!reader.usedCache) await sleep(backoffMs((freshConflicts += 1)));
      }
    }
  }

  /** The state an item stream starts from: its events of the old registry stream folded (ADR 0031). */
  private async legacyState<S, C, E extends DomainEvent>(streamId: string, decider: Decider<C, S, E>): Promise<S> {
    if (!decider.legacy) return decider.initialState;
    return (await this.legacy.eventsOf(decider.legacy, streamId)).reduce(
      (state, event) => decider.evolve(state, event as unknown as E),
      decider.initialState,
    );
  }

  /** The state after an append, from the state the plan decided on (streams it did not load are not cached). */
  private rememberAppended(reader: AttemptReader, append: PlannedAppend, version: number | undefined): void {
    const loaded = reader.loaded.get(append.streamId);
    if (!loaded || version === undefined) return;
    this.remember(
      append.streamId,
      append.stateAfter ?? append.events.reduce((state, event) => loaded.decider.evolve(state, event), loaded.state),
      version,
    );
  }

  private remember(streamId: string, state: unknown, version: number): void {
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.delete(streamId);
    this.cache.set(streamId, { state, version });
  }
}

function toStreamAppend(planned: PlannedAppend, reader: AttemptReader, seen: Set<string>): StreamAppend {
  if (seen.has(planned.streamId)) throw new Error(`stream ${planned.streamId} is planned twice in one append`);
  seen.add(planned.streamId);
  if (planned.expectedVersion !== undefined)
    return { streamId: planned.streamId, expectedVersion: planned.expectedVersion, events: planned.events };
  const loaded = reader.loaded.get(planned.streamId);
  if (!loaded) throw new Error(`stream ${planned.streamId} is appended to without being read (give its expected version)`);
  return { streamId: planned.streamId, expectedVersion: loaded.version === 0 ? 'no-stream' : loaded.version, events: planned.events };
}
