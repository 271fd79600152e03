import { Inject, Injectable } from '@nestjs/common';
import { CommandExecutor } from '@pennant/core';
import { EVENT_STORE, WrongExpectedVersionError, type EventStore, type StreamAppend } from '@pennant/event-store';
import type { Actor } from '@pennant/events';
import { commandMetadata } from '@pennant/events';
import { featureDecider, featureStreamId, type FeatureCommand, type FeatureState } from '../domain/feature.decider';

const MAX_ATTEMPTS = 4;

export interface BatchOptions {
  /** Unknown (or deleted) flags are skipped instead of failing the batch (Unleash's bulk endpoints). */
  ignoreMissing: boolean;
}

/**
 * Several flags in one decision: each flag's command is decided by the feature decider on its
 * own stream, and every resulting event is appended in ONE multi-stream append with the
 * expected version of each stream — all flags change or none (atomic on PostgreSQL; see
 * `EventStore.capabilities`). A rejected flag (wrong project, not archived, …) fails the whole
 * batch. Version conflicts are retried a few times, like single-stream commands.
 */
@Injectable()
export class FeatureBatchExecutor {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute(actor: Actor, names: readonly string[], commandFor: (name: string) => FeatureCommand, options: BatchOptions): Promise<{ position: number }> {
    const unique = [...new Set(names)];
    for (let attempt = 1; ; attempt += 1) {
      const streams = await this.decide(unique, commandFor, options);
      if (streams.length === 0) return { position: 0 };
      try {
        const result = await this.store.append(streams, commandMetadata(actor));
        await this.executor.waitForProjections(result.lastPosition, streams.flatMap((s) => s.events.map((e) => e.type)));
        return { position: result.lastPosition };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  private async decide(names: readonly string[], commandFor: (name: string) => FeatureCommand, options: BatchOptions): Promise<StreamAppend[]> {
    const streams: StreamAppend[] = [];
    for (const name of names) {
      const streamId = featureStreamId(name);
      const { state, version } = await this.executor.load(streamId, featureDecider);
      if (options.ignoreMissing && isMissing(state)) continue;
      const events = featureDecider.decide(commandFor(name), state);
      if (events.length > 0) streams.push({ streamId, expectedVersion: version === 0 ? 'no-stream' : version, events });
    }
    return streams;
  }
}

const isMissing = (state: FeatureState): boolean => state.status === 'none' || state.status === 'deleted';
