import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, WrongExpectedVersionError, type EventStore } from '@pennant/event-store';
import type { Actor, DomainEvent, EventMetadata, EventType } from '@pennant/events';
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

const MAX_ATTEMPTS = 4;
const CACHE_LIMIT = 20000;

/**
 * Load → fold → decide → append(expected version) → wait for the projections (read-your-writes).
 * Folded states are cached per stream and topped up from the store, so a hot stream costs one
 * small read per command; a concurrent writer shows up as a version conflict and is retried.
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
    for (let attempt = 1; ; attempt += 1) {
      const { state, version } = await this.load(streamId, decider);
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, state, position: 0 };
      const metadata: EventMetadata = { actor, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
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
