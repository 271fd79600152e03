import { ItemIdTakenError, type Decider } from '@pennant/core';
import { assertNever, type Constraint, type DomainEvent, type SegmentData } from '@pennant/events';
import { exceedsLimit, normalizeConstraints, valueCount } from '@pennant/features/model';
import { BadDataError } from '@pennant/kernel';
import { isDeepStrictEqual } from 'node:util';
import { SegmentInUseError, SegmentNameExistsError, SegmentNotFoundError, SegmentToDeleteNotFoundError } from './segment.errors';
import { SEGMENTS_LEGACY, segmentStreamId } from './segment-streams';

/** Unleash's default resource limits for segments. */
export const SEGMENT_LIMITS = { segments: 300, segmentValues: 1000 } as const;

export type SegmentEvent = DomainEvent<'segment-created' | 'segment-updated' | 'segment-deleted'>;

/** One segment's stream (`segment-<id>`, ADR 0031). Ids are never reused, so a deleted segment stays deleted. */
export interface SegmentState {
  segment: SegmentData | null;
  deleted: boolean;
}

/**
 * `id`: a fresh id (its stream must be empty). `nameTaken` (a live segment has the name) and
 * `segments` (how many exist) come from the read model, read under the name's guard (ADR 0031).
 */
export interface CreateSegment {
  kind: 'create';
  id: number;
  name: string;
  description: string | null;
  project: string | null;
  constraints: Constraint[];
  createdBy: string;
  now: string;
  nameTaken: boolean;
  segments: number;
}

/** `name` and `constraints` are required (Unleash's upsertSegmentSchema); absent description/project = keep, null = clear. */
export interface UpdateSegment {
  kind: 'update';
  id: number;
  changes: { name: string; description?: string | null; project?: string | null; constraints: Constraint[] };
  /** Projects of active flags whose strategies use the segment (read model). */
  usedInProjects: readonly string[];
  /** Another live segment has `changes.name` (read model, under the name's guard). */
  nameTaken: boolean;
}

export interface DeleteSegment {
  kind: 'delete';
  id: number;
  /** Strategies of non-archived flags that use the segment (read model). */
  strategiesUsingIt: number;
  /** Project environments whose default strategy uses the segment (read model; ADR 0052). */
  defaultStrategiesUsingIt: readonly { project: string; environment: string }[];
}

export type SegmentCommand = CreateSegment | UpdateSegment | DeleteSegment;

function checkedConstraints(constraints: readonly Constraint[]): Constraint[] {
  const normalized = normalizeConstraints(constraints, 'constraints');
  if (normalized.reduce((sum, c) => sum + valueCount(c), 0) > SEGMENT_LIMITS.segmentValues)
    throw exceedsLimit('segment values', SEGMENT_LIMITS.segmentValues);
  return normalized;
}

function decideCreate(command: CreateSegment, state: SegmentState): SegmentEvent[] {
  if (state.segment || state.deleted) throw new ItemIdTakenError(segmentStreamId(command.id));
  if (command.nameTaken) throw new SegmentNameExistsError(command.name);
  if (command.segments >= SEGMENT_LIMITS.segments) throw exceedsLimit('segment', SEGMENT_LIMITS.segments);
  const data: SegmentData = {
    id: command.id,
    name: command.name,
    description: command.description,
    project: command.project,
    constraints: checkedConstraints(command.constraints),
    createdBy: command.createdBy,
    createdAt: command.now,
  };
  return [{ type: 'segment-created', data: { project: data.project, data } }];
}

function decideUpdate(command: UpdateSegment, state: SegmentState): SegmentEvent[] {
  const current = state.segment;
  if (!current) throw new SegmentNotFoundError(command.id);
  const { changes } = command;
  if (changes.name !== current.name && command.nameTaken) throw new SegmentNameExistsError(changes.name);
  const project = changes.project !== undefined ? changes.project : current.project;
  if (project !== null && command.usedInProjects.some((p) => p !== project)) {
    throw new BadDataError(
      `Invalid project "${project}": the segment is used by strategies in other projects (${command.usedInProjects.join(', ')}).`,
    );
  }
  const data: SegmentData = {
    ...current,
    name: changes.name,
    description: changes.description !== undefined ? changes.description : current.description,
    project,
    constraints: checkedConstraints(changes.constraints),
  };
  if (isDeepStrictEqual(data, current)) return [];
  return [{ type: 'segment-updated', data: { project: data.project, data, preData: current } }];
}

function decideDelete(command: DeleteSegment, state: SegmentState): SegmentEvent[] {
  const current = state.segment;
  if (!current) throw new SegmentToDeleteNotFoundError(command.id);
  if (command.strategiesUsingIt > 0 || command.defaultStrategiesUsingIt.length > 0)
    throw new SegmentInUseError(command.id, command.strategiesUsingIt, command.defaultStrategiesUsingIt);
  return [{ type: 'segment-deleted', data: { project: current.project, preData: current } }];
}

function evolve(state: SegmentState, event: SegmentEvent): SegmentState {
  switch (event.type) {
    case 'segment-created':
    case 'segment-updated':
      return { segment: event.data.data, deleted: false };
    case 'segment-deleted':
      return { segment: null, deleted: true };
    default:
      return assertNever(event);
  }
}

export const segmentDecider: Decider<SegmentCommand, SegmentState, SegmentEvent> = {
  initialState: { segment: null, deleted: false },
  evolve,
  legacy: SEGMENTS_LEGACY,
  decide(command, state) {
    switch (command.kind) {
      case 'create':
        return decideCreate(command, state);
      case 'update':
        return decideUpdate(command, state);
      case 'delete':
        return decideDelete(command, state);
      default:
        return assertNever(command);
    }
  },
};
