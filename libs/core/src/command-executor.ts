import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, WrongExpectedVersionError, type EventStore } from '@pennant/event-store';
import type { Actor, DomainEvent, EventType } from '@pennant/events';
import { commandMetadata } from '@pennant/events';
import { logger, type PennantConfig } from '@pennant/platform';
import { ProjectionRuntime } from '@pennant/projections';
import type { Decider } from './decider';
import { PENNANT_CONFIG } from './tokens';

export interface Execution<C, S, E extends DomainEvent> {
  streamId: string;
  decider: Decider<C, S, E>;
  command: C;
  actor: Actor;
}

export interface ExecutionResult<S, E extends DomainEvent> {
  events: E[];
  state: S;
  position: number;
}

/** Attempts per command: the first may use the cached state, conflicts retry on a fresh read. */
const MAX_ATTEMPTS = 5;
const CACHE_LIMIT = 20000;

/**
 * Load → fold → decide → append(expected version) → wait for the projections (read-your-writes).
 * Folded states are cached per stream; a command on a cached stream is decided without a read and
 * appended with the cached version expected (see `execute`), so a concurrent writer — in this
 * process or another — shows up as a version conflict and the command is retried on a fresh read.
 */
@Injectable()
export class CommandExecutor {
  private readonly cache = new Map<string, { state: unknown; version: number }>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionRuntime,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  async execute<C, S, E extends DomainEvent>(execution: Execution<C, S, E>): Promise<ExecutionResult<S, E>> {
    const { streamId, decider, command, actor } = execution;
    // First try on the cached state without reading the stream: events are appended with the
    // cached version as the expected one, so a stale cache can only cause a conflict (then the
    // stream is read and the command decided again). An outcome that appends nothing — no change
    // or a refusal — is not checked by an append, so it is decided again on a fresh read.
    let cached = this.cache.get(streamId) as { state: S; version: number } | undefined;
    for (let attempt = 1; ; attempt += 1) {
      const trusted = cached;
      cached = undefined;
      const { state, version } = trusted ?? (await this.load(streamId, decider));
      let events: E[];
      try {
        events = decider.decide(command, state);
      } catch (error) {
        if (trusted) continue;
        throw error;
      }
      if (events.length === 0) {
        if (trusted) continue;
        return { events, state, position: 0 };
      }
      const metadata = commandMetadata(actor);
      try {
        const result = await this.store.append([{ streamId, expectedVersion: version === 0 ? 'no-stream' : version, events }], metadata);
        const next = events.reduce(decider.evolve, state);
        this.remember(streamId, next, result.versions[streamId]);
        await this.waitForProjections(result.lastPosition, events.map((e) => e.type));
        return { events, state: next, position: result.lastPosition };
      } catch (error) {
        this.cache.delete(streamId);
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** The current folded state of a stream (for handlers that need to read before deciding). */
  async load<S, C, E extends DomainEvent>(streamId: string, decider: Decider<C, S, E>): Promise<{ state: S; version: number }> {
    const cached = this.cache.get(streamId) as { state: S; version: number } | undefined;
    let state = cached?.state ?? decider.initialState;
    let version = cached?.version ?? 0;
    const newer = await this.store.readStream(streamId, version);
    for (const event of newer) {
      state = decider.evolve(state, event as unknown as E);
      version = event.streamVersion;
    }
    if (newer.length > 0 || !cached) this.remember(streamId, state, version);
    return { state, version };
  }

  async waitForProjections(position: number, types: readonly EventType[]): Promise<void> {
    const caughtUp = await this.projections.waitFor(position, types, this.config.consistencyTimeoutMs);
    if (!caughtUp) logger.warn('projections lag behind a command; responding anyway', { position, types: [...new Set(types)] });
  }

  private remember(streamId: string, state: unknown, version: number): void {
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.delete(streamId);
    this.cache.set(streamId, { state, version });
  }
}
