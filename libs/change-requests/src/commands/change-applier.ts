import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CommandExecutor } from '@pennant/core';
import { EVENT_STORE, type EventStore, type StreamAppend } from '@pennant/event-store';
import type { Actor, DomainEvent } from '@pennant/events';
import { featureDecider, featureStreamId, type FeatureState } from '@pennant/features';
import { BadDataError, DomainError, ID_GENERATOR, type IdGenerator } from '@pennant/platform';
import { changeRequestDecider, changeRequestStreamId, type ChangeRequest } from '../domain/change-request.decider';
import { toFeatureCommand } from './change-to-feature-command';

/** A change whose target moved on since it was added (strategy gone, flag archived, …). */
export class ChangeRequestConflictError extends DomainError {
  readonly name = 'ConflictError';
  readonly status = 409;
}

/**
 * Applies an approved change request atomically: every change is decided by the feature
 * decider exactly as a direct edit would be, in memory, and all resulting events — plus the
 * request's own `change-request-applied` — are appended in ONE multi-stream append with the
 * expected version of every stream. Either everything lands or nothing does.
 */
@Injectable()
export class ChangeApplier {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async apply(requestId: number, actor: Actor, scheduled: boolean): Promise<void> {
    const crStream = changeRequestStreamId(requestId);
    const { state: request, version: requestVersion } = await this.executor.load(crStream, changeRequestDecider);
    const closing = changeRequestDecider.decide({ kind: 'applied', actor, scheduled }, request);
    const unsupported = request.changes.filter((c) => c.feature === null || !['updateEnabled', 'addStrategy', 'updateStrategy', 'deleteStrategy', 'reorderStrategy'].includes(c.action));
    if (unsupported.length > 0) {
      throw new BadDataError(`Change request ${requestId} cannot be applied: the action(s) ${[...new Set(unsupported.map((c) => c.action))].join(', ')} are not supported by change-request application yet.`);
    }
    const streams = await this.decideFeatureChanges(request);
    streams.push({ streamId: crStream, expectedVersion: requestVersion, events: closing });
    const result = await this.store.append(streams, { actor, correlationId: randomUUID(), causationId: null, schemaVersion: 1 });
    await this.executor.waitForProjections(result.lastPosition, streams.flatMap((s) => s.events.map((e) => e.type)));
  }

  private async decideFeatureChanges(request: ChangeRequest): Promise<StreamAppend[]> {
    const segments = (await this.dataSource.query('SELECT id FROM rm_segments')) as { id: number }[];
    const ctx = { project: request.project, environment: request.environment, existingSegmentIds: segments.map((s) => s.id), newId: () => this.ids.uuid() };
    const byFeature = new Map<string, { state: FeatureState; version: number; events: DomainEvent[] }>();
    for (const change of request.changes) {
      const feature = change.feature as string;
      let entry = byFeature.get(feature);
      if (!entry) {
        const loaded = await this.executor.load(featureStreamId(feature), featureDecider);
        entry = { ...loaded, events: [] };
        byFeature.set(feature, entry);
      }
      const command = toFeatureCommand(change, ctx);
      if (!command) continue;
      try {
        const events = featureDecider.decide(command, entry.state);
        entry.state = events.reduce(featureDecider.evolve, entry.state);
        entry.events.push(...events);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ChangeRequestConflictError(`Change ${change.id} (${change.action} on "${feature}") conflicts with the current state: ${reason}`);
      }
    }
    return [...byFeature.entries()]
      .filter(([, e]) => e.events.length > 0)
      .map(([feature, e]) => ({ streamId: featureStreamId(feature), expectedVersion: e.version === 0 ? 'no-stream' : e.version, events: e.events }));
  }
}
