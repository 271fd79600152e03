import type { Decider } from '@pennant/core';
import { assertNever, type Constraint, type DomainEvent, type SegmentData } from '@pennant/events';
import { exceedsLimit, normalizeConstraints, valueCount } from '@pennant/features';
import { BadDataError } from '@pennant/platform';
import { isDeepStrictEqual } from 'node:util';
import { SegmentInUseError, SegmentNameExistsError, SegmentNotFoundError, SegmentToDeleteNotFoundError } from './segment.errors';

/** Every segment lives in one stream: ids and unique names are decided race-free (ADR 0006). */
export const SEGMENTS_STREAM = 'segments';

/** Unleash's default resource limits for segments. */
export const SEGMENT_LIMITS = { segments: 300, segmentValues: 1000 } as const;

export type SegmentEvent = DomainEvent<'segment-created' | 'segment-updated' | 'segment-deleted'>;

export interface SegmentCatalogState {
  /** Highest id ever given; ids of deleted segments are never reused. */
  lastId: number;
  segments: Record<number, SegmentData>;
}

export interface CreateSegment {
  kind: 'create';
  name: string;
  description: string | null;
  project: string | null;
  constraints: Constraint[];
  createdBy: string;
  now: string;
}

/** `name` and `constraints` are required (Unleash's upsertSegmentSchema); absent description/project = keep, null = clear. */
export interface UpdateSegment {
  kind: 'update';
  id: number;
  changes: { name: string; description?: string | null; project?: string | null; constraints: Constraint[] };
  /** Projects of active flags whose strategies use the segment (read model). */
  usedInProjects: readonly string[];
}

export interface DeleteSegment {
  kind: 'delete';
  id: number;
  /** Strategies of non-archived flags that use the segment (read model). */
  strategiesUsingIt: number;
}

export type SegmentCommand = CreateSegment | UpdateSegment | DeleteSegment;

function checkedConstraints(constraints: readonly Constraint[]): Constraint[] {
  const normalized = normalizeConstraints(constraints, 'constraints');
  if (normalized.reduce((sum, c) => sum + valueCount(c), 0) > SEGMENT_LIMITS.segmentValues) throw exceedsLimit('segment values', SEGMENT_LIMITS.segmentValues);
  return normalized;
}

function assertNameFree(state: SegmentCatalogState, name: string, exceptId: number | null): void {
  if (Object.values(state.segments).some((s) => s.name === name && s.id !== exceptId)) throw new SegmentNameExistsError(name);
}

function decideCreate(command: CreateSegment, state: SegmentCatalogState): SegmentEvent[] {
  assertNameFree(state, command.name, null);
  if (Object.keys(state.segments).length >= SEGMENT_LIMITS.segments) throw exceedsLimit('segment', SEGMENT_LIMITS.segments);
  const data: SegmentData = {
    id: state.lastId + 1,
    name: command.name,
    description: command.description,
    project: command.project,
    constraints: checkedConstraints(command.constraints),
    createdBy: command.createdBy,
    createdAt: command.now,
  };
  return [{ type: 'segment-created', data: { project: data.project, data } }];
}

function decideUpdate(command: UpdateSegment, state: SegmentCatalogState): SegmentEvent[] {
  const current = state.segments[command.id];
  if (!current) throw new SegmentNotFoundError(command.id);
  const { changes } = command;
  assertNameFree(state, changes.name, current.id);
  const project = changes.project !== undefined ? changes.project : current.project;
  if (project !== null && command.usedInProjects.some((p) => p !== project)) {
    throw new BadDataError(`Invalid project "${project}": the segment is used by strategies in other projects (${command.usedInProjects.join(', ')}).`);
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

function decideDelete(command: DeleteSegment, state: SegmentCatalogState): SegmentEvent[] {
  const current = state.segments[command.id];
  if (!current) throw new SegmentToDeleteNotFoundError(command.id);
  if (command.strategiesUsingIt > 0) throw new SegmentInUseError(command.id, command.strategiesUsingIt);
  return [{ type: 'segment-deleted', data: { project: current.project, preData: current } }];
}

function evolve(state: SegmentCatalogState, event: SegmentEvent): SegmentCatalogState {
  switch (event.type) {
    case 'segment-created':
      return { lastId: Math.max(state.lastId, event.data.data.id), segments: { ...state.segments, [event.data.data.id]: event.data.data } };
    case 'segment-updated':
      return { ...state, segments: { ...state.segments, [event.data.data.id]: event.data.data } };
    case 'segment-deleted': {
      const segments = { ...state.segments };
      delete segments[event.data.preData.id];
      return { ...state, segments };
    }
    default:
      return assertNever(event);
  }
}

export const segmentDecider: Decider<SegmentCommand, SegmentCatalogState, SegmentEvent> = {
  initialState: { lastId: 0, segments: {} },
  evolve,
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
