import { assertNever, isFlagTypeLifetimeChange, type EventType, type RecordedEvent } from '@pennant/events';

/** What SDKs must be sent again after an event: a flag (in one environment or all) or a segment. */
export interface ClientChange {
  kind: 'feature' | 'segment';
  /** The flag's name, or the segment's id as text. */
  name: string;
  /** Null: every environment (metadata, tags, dependencies, archive, project). */
  environment: string | null;
  /** The flag's project(s) at this change (old and new on a move); a segment's project, none when global. */
  projects: string[];
}

/** Events that change one environment of a flag as SDKs see it. */
const ENVIRONMENT_EVENTS = [
  'feature-environment-enabled',
  'feature-environment-disabled',
  'feature-strategy-add',
  'feature-strategy-update',
  'feature-strategy-remove',
  'strategy-order-changed',
  'feature-environment-variants-updated',
] as const satisfies readonly EventType[];

/** Events that change a flag in every environment. */
const FLAG_EVENTS = [
  'feature-created',
  'feature-metadata-updated',
  'feature-type-updated',
  'feature-stale-on',
  'feature-stale-off',
  'feature-archived',
  'feature-revived',
  'feature-deleted',
  'feature-project-change',
  'feature-variants-updated',
  'feature-tagged',
  'feature-untagged',
  'feature-dependency-added',
  'feature-dependency-removed',
  'feature-dependencies-removed',
] as const satisfies readonly EventType[];

const SEGMENT_EVENTS = ['segment-updated', 'segment-deleted'] as const satisfies readonly EventType[];

/**
 * Every event type that changes what `GET /api/client/features` answers. The flag types are
 * handled by the feature-view projection, the segment types by the segments projection (a unit
 * test checks both): a change recorded at position P is in their tables once their checkpoints
 * reach P. A new segment is used by no flag yet (a flag that starts using it carries it along);
 * lifecycle events (`client-metrics`, `feature-completed`, …) change nothing SDKs read.
 */
export const CLIENT_CHANGE_EVENTS = [...ENVIRONMENT_EVENTS, ...FLAG_EVENTS, ...SEGMENT_EVENTS] as const;

export type ClientChangeEvent = RecordedEvent<(typeof CLIENT_CHANGE_EVENTS)[number]>;

/** The flags and segments one event changes for SDKs (pure). */
export function clientChangesOf(event: ClientChangeEvent): ClientChange[] {
  switch (event.type) {
    case 'feature-environment-enabled':
    case 'feature-environment-disabled':
    case 'feature-strategy-add':
    case 'feature-strategy-update':
    case 'feature-strategy-remove':
    case 'strategy-order-changed':
    case 'feature-environment-variants-updated':
      return [{ kind: 'feature', name: event.data.featureName, environment: event.data.environment, projects: [event.data.project] }];
    case 'feature-project-change': {
      const { oldProject, newProject } = event.data.data;
      return [
        {
          kind: 'feature',
          name: event.data.featureName,
          environment: null,
          projects: [...new Set([oldProject, newProject, event.data.project])],
        },
      ];
    }
    case 'feature-type-updated':
      // A flag type's lifetime changes nothing SDKs read; a flag's type is served (`type`).
      if (isFlagTypeLifetimeChange(event.data)) return [];
      return [{ kind: 'feature', name: event.data.featureName, environment: null, projects: [event.data.project] }];
    case 'feature-created':
    case 'feature-metadata-updated':
    case 'feature-stale-on':
    case 'feature-stale-off':
    case 'feature-archived':
    case 'feature-revived':
    case 'feature-deleted':
    case 'feature-variants-updated':
    case 'feature-tagged':
    case 'feature-untagged':
    case 'feature-dependency-added':
    case 'feature-dependency-removed':
    case 'feature-dependencies-removed':
      return [{ kind: 'feature', name: event.data.featureName, environment: null, projects: [event.data.project] }];
    case 'segment-updated': {
      const projects = [event.data.preData.project, event.data.data.project].filter((p): p is string => p !== null);
      return [{ kind: 'segment', name: String(event.data.data.id), environment: null, projects: [...new Set(projects)] }];
    }
    case 'segment-deleted':
      return [
        {
          kind: 'segment',
          name: String(event.data.preData.id),
          environment: null,
          projects: event.data.preData.project === null ? [] : [event.data.preData.project],
        },
      ];
    default:
      return assertNever(event);
  }
}
