import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandExecutor } from '@pennant/core';
import { EVENT_STORE, type EventStore, type StreamAppend } from '@pennant/event-store';
import type { Actor, DomainEvent, JsonObject } from '@pennant/events';
import { commandMetadata } from '@pennant/events';
import { FeatureFacts, featureDecider, featureStreamId, type DependencyFacts, type FeatureState } from '@pennant/features';
import { BadDataError, CLOCK, DomainError, ID_GENERATOR, validate, type Clock, type IdGenerator } from '@pennant/platform';
import { SegmentFacts, segmentDecider, SEGMENTS_STREAM, upsertSegmentSchema, type SegmentCommand } from '@pennant/segments';
import { changeRequestDecider, changeRequestStreamId, type ChangeRequest } from '../domain/change-request.decider';
import { dependencyKey, parentOf, toFeatureCommand } from './change-to-feature-command';

const FEATURE_ACTIONS = ['updateEnabled', 'addStrategy', 'updateStrategy', 'deleteStrategy', 'reorderStrategy', 'patchVariant', 'archiveFeature', 'addDependency', 'deleteDependency'];
const SEGMENT_ACTIONS = ['updateSegment', 'deleteSegment'];

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
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async apply(requestId: number, actor: Actor, scheduled: boolean): Promise<void> {
    const crStream = changeRequestStreamId(requestId);
    const { state: request, version: requestVersion } = await this.executor.load(crStream, changeRequestDecider);
    const closing = changeRequestDecider.decide({ kind: 'applied', actor, scheduled }, request);
    const unsupported = request.changes.filter((c) => (c.feature !== null ? !FEATURE_ACTIONS.includes(c.action) : c.segmentId === null || !SEGMENT_ACTIONS.includes(c.action)));
    if (unsupported.length > 0) {
      throw new BadDataError(`Change request ${requestId} cannot be applied: ${unsupported.map((c) => `change ${c.id} (${c.action} on ${c.feature !== null ? 'a flag' : 'a segment'})`).join(', ')} is not a change this service can apply.`);
    }
    const streams = [...(await this.decideFeatureChanges(request)), ...(await this.decideSegmentChanges(request))];
    streams.push({ streamId: crStream, expectedVersion: requestVersion, events: closing });
    const result = await this.store.append(streams, commandMetadata(actor));
    await this.executor.waitForProjections(result.lastPosition, streams.flatMap((s) => s.events.map((e) => e.type)));
  }

  private async decideFeatureChanges(request: ChangeRequest): Promise<StreamAppend[]> {
    const facts = new FeatureFacts(this.dataSource);
    const dependencyFacts = new Map<string, DependencyFacts>();
    const archiving = new Set(request.changes.filter((c) => c.action === 'archiveFeature').map((c) => c.feature));
    for (const change of request.changes) {
      if (change.feature === null) continue;
      if (change.action === 'addDependency') dependencyFacts.set(dependencyKey(change.feature, parentOf(change)), await facts.dependencyFacts(change.feature, parentOf(change)));
      if (change.action === 'archiveFeature') {
        const blocking = (await facts.childrenOf(change.feature)).filter((child) => !archiving.has(child));
        if (blocking.length > 0) throw new ChangeRequestConflictError(`Change ${change.id} (archiveFeature on "${change.feature}") conflicts with the current state: ${blocking.join(', ')} depend on it.`);
      }
    }
    const ctx = { project: request.project, environment: request.environment, strategyFacts: await facts.strategyFacts(), newId: () => this.ids.uuid(), now: this.clock.now().toISOString(), dependencyFacts };
    const byFeature = new Map<string, { state: FeatureState; version: number; events: DomainEvent[] }>();
    for (const change of request.changes) {
      if (change.feature === null) continue;
      const feature = change.feature;
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

  /** Segment changes (updateSegment, deleteSegment) decided by the segment decider, as direct edits are. */
  private async decideSegmentChanges(request: ChangeRequest): Promise<StreamAppend[]> {
    const changes = request.changes.filter((c) => c.feature === null && c.segmentId !== null);
    if (changes.length === 0) return [];
    const facts = new SegmentFacts(this.dataSource);
    const loaded = await this.executor.load(SEGMENTS_STREAM, segmentDecider);
    const { version } = loaded;
    let { state } = loaded;
    const events: DomainEvent[] = [];
    for (const change of changes) {
      const id = change.segmentId as number;
      try {
        const command: SegmentCommand =
          change.action === 'deleteSegment'
            ? { kind: 'delete', id, strategiesUsingIt: await facts.strategiesUsing(id) }
            : { kind: 'update', id, changes: segmentChanges(change.payload), usedInProjects: await facts.projectsUsing(id) };
        if (command.kind === 'update') {
          await facts.assertProject(command.changes.project);
          await facts.assertLegalValues(command.changes.constraints);
        }
        const decided = segmentDecider.decide(command, state);
        state = decided.reduce(segmentDecider.evolve, state);
        events.push(...decided);
      } catch (error) {
        if (error instanceof BadDataError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new ChangeRequestConflictError(`Change ${change.id} (${change.action} on segment ${id}) conflicts with the current state: ${reason}`);
      }
    }
    return events.length > 0 ? [{ streamId: SEGMENTS_STREAM, expectedVersion: version === 0 ? 'no-stream' : version, events }] : [];
  }
}

/** The body of an updateSegment change, as PUT /api/admin/segments/{id} takes it. */
function segmentChanges(payload: JsonObject): Extract<SegmentCommand, { kind: 'update' }>['changes'] {
  const input = validate(upsertSegmentSchema, payload, 'payload');
  return { name: input.name, description: input.description, project: input.project, constraints: input.constraints };
}
