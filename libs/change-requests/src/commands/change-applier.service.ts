import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandExecutor, NameGuard, type GuardQuery, type PlannedAppend, type StreamReader, type WriteReceipt } from '@pennant/core';
import type { Actor, DomainEvent } from '@pennant/events';
import { FeatureFacts, featureDecider, featureStreamId, type DependencyFacts } from '@pennant/features';
import { BadDataError, CLOCK, ID_GENERATOR, type Clock, type IdGenerator } from '@pennant/platform';
import { SegmentFacts, segmentDecider, segmentNameKey, segmentStreamId, type SegmentCommand } from '@pennant/segments';
import { changeRequestDecider, changeRequestStreamId, type ChangeRequest } from '../domain/change-request.decider';
import { flagFacts, ruleOfBody, safeguardConfigDecider, safeguardStreamId, type SafeguardConfigCommand } from '@pennant/safeguards';
import { isSafeguardChange, type FeatureChange, type SafeguardChange, type SegmentChange } from '../payloads/change-payloads';
import { ChangeRequestConflictError, parseChanges } from '../payloads/parse-changes';
import { dependencyKey, toFeatureCommand } from './change-to-feature-command.logic';

/**
 * Applies an approved change request atomically: every change is decided by the feature (or
 * segment) decider exactly as a direct edit would be, in memory, and all resulting events — plus
 * the request's own `change-request-applied` — are appended in ONE multi-stream append with the
 * expected version of every stream. Either everything lands or nothing does; a concurrent change
 * of one of the streams re-runs the whole decision (the command executor's retry), where a change
 * whose target moved on is then refused.
 */
@Injectable()
export class ChangeApplier {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly guard: NameGuard,
    private readonly dataSource: DataSource,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async apply(requestId: number, actor: Actor, scheduled: boolean): Promise<WriteReceipt> {
    const crStream = changeRequestStreamId(requestId);
    const { state: current } = await this.executor.load(crStream, changeRequestDecider);
    // Segment names the request sets are claimed under their guard, as a direct update does (ADR 0031).
    const names = parseChanges(current).segments.flatMap((c) => (c.action === 'updateSegment' ? [c.payload.name] : []));
    const { receipt } = await this.guard.run(names.map(segmentNameKey), (query) =>
      this.executor.executeMany(actor, async (reader) => {
        const { state: request } = await reader.load(crStream, changeRequestDecider);
        const closing = changeRequestDecider.decide({ kind: 'applied', actor, scheduled }, request);
        // Every stored change is parsed with its action's schema again: one that no longer parses refuses the whole request (409).
        const { flags, segments } = parseChanges(request);
        const features = flags.filter((c): c is FeatureChange => !isSafeguardChange(c));
        const appends = [
          ...(await this.decideFeatureChanges(reader, request, features)),
          ...(await this.decideSafeguardChanges(reader, request, flags.filter(isSafeguardChange))),
          ...(await this.decideSegmentChanges(reader, query, segments)),
        ];
        appends.push({ streamId: crStream, events: closing });
        // One group of events, marked as a change request's (the events' public groupType, ADR 0039).
        return { appends, result: null, groupType: 'change-request' };
      }),
    );
    return receipt;
  }

  /**
   * Safeguard changes (setSafeguard, deleteSafeguard; ADR 0065) decided by the safeguard's own
   * decider on its stream, in the request's environment, as the direct route decides them.
   */
  private async decideSafeguardChanges(reader: StreamReader, request: ChangeRequest, changes: SafeguardChange[]): Promise<PlannedAppend[]> {
    const byStream = new Map<string, { state: typeof safeguardConfigDecider.initialState; events: DomainEvent[] }>();
    for (const change of changes) {
      const streamId = safeguardStreamId(change.feature, request.environment);
      let entry = byStream.get(streamId);
      if (!entry) {
        entry = { state: (await reader.load(streamId, safeguardConfigDecider)).state, events: [] };
        byStream.set(streamId, entry);
      }
      const target = {
        project: request.project,
        featureName: change.feature,
        environment: request.environment,
        flag: await flagFacts(reader, change.feature),
      };
      const command: SafeguardConfigCommand =
        change.action === 'setSafeguard' ? { kind: 'set', ...target, rule: ruleOfBody(change.payload) } : { kind: 'remove', ...target };
      try {
        const events = safeguardConfigDecider.decide(command, entry.state);
        entry.state = events.reduce(safeguardConfigDecider.evolve, entry.state);
        entry.events.push(...events);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ChangeRequestConflictError(
          `Change ${change.id} (${change.action} on "${change.feature}") conflicts with the current state: ${reason}`,
        );
      }
    }
    return [...byStream.entries()].map(([streamId, e]) => ({ streamId, events: e.events }));
  }

  private async decideFeatureChanges(reader: StreamReader, request: ChangeRequest, changes: FeatureChange[]): Promise<PlannedAppend[]> {
    const facts = new FeatureFacts(this.dataSource);
    const dependencyFacts = new Map<string, DependencyFacts>();
    const archiving = new Set(changes.filter((c) => c.action === 'archiveFeature').map((c) => c.feature));
    for (const change of changes) {
      if (change.action === 'addDependency')
        dependencyFacts.set(
          dependencyKey(change.feature, change.payload.feature),
          await facts.dependencyFacts(change.feature, change.payload.feature),
        );
      if (change.action === 'archiveFeature') {
        const blocking = (await facts.childrenOf(change.feature)).filter((child) => !archiving.has(child));
        if (blocking.length > 0)
          throw new ChangeRequestConflictError(
            `Change ${change.id} (archiveFeature on "${change.feature}") conflicts with the current state: ${blocking.join(', ')} depend on it.`,
          );
      }
    }
    const ctx = {
      project: request.project,
      environment: request.environment,
      strategyFacts: await facts.strategyFacts(),
      projectDefaultStrategy: await facts.projectDefaultStrategy(request.project, request.environment),
      newId: () => this.ids.uuid(),
      now: this.clock.now().toISOString(),
      dependencyFacts,
    };
    const byFeature = new Map<string, { state: typeof featureDecider.initialState; events: DomainEvent[] }>();
    for (const change of changes) {
      const feature = change.feature;
      let entry = byFeature.get(feature);
      if (!entry) {
        entry = { state: (await reader.load(featureStreamId(feature), featureDecider)).state, events: [] };
        byFeature.set(feature, entry);
      }
      const command = toFeatureCommand(change, ctx);
      try {
        const events = featureDecider.decide(command, entry.state);
        entry.state = events.reduce(featureDecider.evolve, entry.state);
        entry.events.push(...events);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ChangeRequestConflictError(
          `Change ${change.id} (${change.action} on "${feature}") conflicts with the current state: ${reason}`,
        );
      }
    }
    return [...byFeature.entries()].map(([feature, e]) => ({ streamId: featureStreamId(feature), events: e.events }));
  }

  /** Segment changes (updateSegment, deleteSegment) decided by the segment decider on each segment's stream, as direct edits are. */
  private async decideSegmentChanges(reader: StreamReader, query: GuardQuery, changes: SegmentChange[]): Promise<PlannedAppend[]> {
    const facts = new SegmentFacts(this.dataSource);
    const bySegment = new Map<number, { state: typeof segmentDecider.initialState; events: DomainEvent[] }>();
    for (const change of changes) {
      const id = change.segmentId;
      let entry = bySegment.get(id);
      if (!entry) {
        entry = { state: (await reader.load(segmentStreamId(id), segmentDecider)).state, events: [] };
        bySegment.set(id, entry);
      }
      try {
        let command: SegmentCommand;
        if (change.action === 'deleteSegment')
          command = {
            kind: 'delete',
            id,
            strategiesUsingIt: await facts.strategiesUsing(id),
            defaultStrategiesUsingIt: await facts.defaultStrategiesUsing(id),
          };
        else {
          const { name, description, project, constraints } = change.payload;
          const changed = { name, description, project, constraints };
          await facts.assertProject(changed.project);
          await facts.assertLegalValues(changed.constraints);
          command = {
            kind: 'update',
            id,
            changes: changed,
            usedInProjects: await facts.projectsUsing(id),
            nameTaken: await facts.nameTaken(query, changed.name, id),
          };
        }
        const decided = segmentDecider.decide(command, entry.state);
        entry.state = decided.reduce(segmentDecider.evolve, entry.state);
        entry.events.push(...decided);
      } catch (error) {
        if (error instanceof BadDataError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new ChangeRequestConflictError(
          `Change ${change.id} (${change.action} on segment ${id}) conflicts with the current state: ${reason}`,
        );
      }
    }
    return [...bySegment.entries()].map(([id, e]) => ({ streamId: segmentStreamId(id), events: e.events }));
  }
}
