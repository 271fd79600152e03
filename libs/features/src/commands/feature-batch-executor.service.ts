import { Injectable } from '@nestjs/common';
import { CommandExecutor, type PlannedAppend, type StreamReader, type WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';
import { featureDecider, featureStreamId, type FeatureCommand, type FeatureState } from '../domain/feature.decider';

export interface BatchOptions {
  /** Unknown (or deleted) flags are skipped instead of failing the batch (Unleash's bulk endpoints). */
  ignoreMissing: boolean;
}

/**
 * Several flags in one decision: each flag's command is decided by the feature decider on its
 * own stream, and every resulting event is appended in ONE multi-stream append with the
 * expected version of each stream — all flags change or none (atomic on PostgreSQL; see
 * `EventStore.capabilities`). A rejected flag (wrong project, not archived, …) fails the whole
 * batch. Version conflicts are retried by the command executor, as for single-stream commands.
 */
@Injectable()
export class FeatureBatchExecutor {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(
    actor: Actor,
    names: readonly string[],
    commandFor: (name: string) => FeatureCommand,
    options: BatchOptions,
  ): Promise<WriteReceipt> {
    const unique = [...new Set(names)];
    const { receipt } = await this.executor.executeMany(actor, async (reader) => ({
      appends: await decide(reader, unique, commandFor, options),
      result: null,
    }));
    return receipt;
  }
}

async function decide(
  reader: StreamReader,
  names: readonly string[],
  commandFor: (name: string) => FeatureCommand,
  options: BatchOptions,
): Promise<PlannedAppend[]> {
  const appends: PlannedAppend[] = [];
  for (const name of names) {
    const streamId = featureStreamId(name);
    const { state } = await reader.load(streamId, featureDecider);
    if (options.ignoreMissing && isMissing(state)) continue;
    appends.push({ streamId, events: featureDecider.decide(commandFor(name), state) });
  }
  return appends;
}

const isMissing = (state: FeatureState): boolean => state.status === 'none' || state.status === 'deleted';
