import type { DomainEvent, FeatureRow, FlagType, ProjectData, SegmentData, StrategyData, TagRef } from '@pennant/events';

// Builders of catalog events with sensible defaults, for read-side tests that feed projections
// straight from the log (no SQL fixtures). Override only what the test is about.

const AT = '2026-01-01T00:00:00.000Z';

export function featureRow(name: string, overrides: Partial<FeatureRow> = {}): FeatureRow {
  return {
    name,
    description: null,
    type: 'release',
    project: 'default',
    stale: false,
    createdAt: AT,
    lastSeenAt: null,
    impressionData: false,
    archivedAt: null,
    archived: false,
    ...overrides,
  };
}

export function featureCreated(
  name: string,
  opts: { project?: string; type?: FlagType; description?: string | null; createdAt?: string } = {},
): DomainEvent {
  const row = featureRow(name, {
    project: opts.project ?? 'default',
    type: opts.type ?? 'release',
    description: opts.description ?? null,
    createdAt: opts.createdAt ?? AT,
  });
  return { type: 'feature-created', data: { project: row.project, featureName: name, data: row } };
}

export const featureToggled = (name: string, environment: string, enabled: boolean, project = 'default'): DomainEvent =>
  enabled
    ? { type: 'feature-environment-enabled', data: { project, featureName: name, environment, data: null } }
    : { type: 'feature-environment-disabled', data: { project, featureName: name, environment, data: null } };

export const featureStale = (name: string, stale: boolean, project = 'default'): DomainEvent => ({
  type: stale ? 'feature-stale-on' : 'feature-stale-off',
  data: { project, featureName: name },
});

export const featureMetadataUpdated = (
  name: string,
  changes: Partial<FeatureRow>,
  before: Partial<FeatureRow> = {},
  project = 'default',
): DomainEvent => ({
  type: 'feature-metadata-updated',
  data: {
    project,
    featureName: name,
    data: featureRow(name, { project, ...before, ...changes }),
    preData: featureRow(name, { project, ...before }),
  },
});

export const featureTypeUpdated = (name: string, type: FlagType, before: FlagType = 'release', project = 'default'): DomainEvent => ({
  type: 'feature-type-updated',
  data: { project, featureName: name, data: { type }, preData: { type: before } },
});

export const featureArchived = (name: string, archivedAt = AT, project = 'default'): DomainEvent => ({
  type: 'feature-archived',
  data: { project, featureName: name, data: { archivedAt } },
});
export const featureRevived = (name: string, project = 'default'): DomainEvent => ({
  type: 'feature-revived',
  data: { project, featureName: name },
});
export const featureDeleted = (name: string, project = 'default'): DomainEvent => ({
  type: 'feature-deleted',
  data: { project, featureName: name, preData: featureRow(name, { project }) },
});

export const featureProjectChanged = (name: string, oldProject: string, newProject: string): DomainEvent => ({
  type: 'feature-project-change',
  data: { project: newProject, featureName: name, data: { oldProject, newProject } },
});

export function strategy(id: string, overrides: Partial<StrategyData> = {}): StrategyData {
  return {
    id,
    name: 'default',
    title: null,
    disabled: false,
    constraints: [],
    parameters: {},
    variants: [],
    sortOrder: 0,
    segments: [],
    ...overrides,
  };
}

export const strategyAdded = (name: string, environment: string, s: StrategyData, project = 'default'): DomainEvent => ({
  type: 'feature-strategy-add',
  data: { project, featureName: name, environment, data: s },
});

export const strategyUpdated = (
  name: string,
  environment: string,
  s: StrategyData,
  before: StrategyData,
  project = 'default',
): DomainEvent => ({
  type: 'feature-strategy-update',
  data: { project, featureName: name, environment, data: s, preData: before },
});

export const strategyRemoved = (name: string, environment: string, s: StrategyData, project = 'default'): DomainEvent => ({
  type: 'feature-strategy-remove',
  data: { project, featureName: name, environment, preData: s },
});

export const featureTagged = (name: string, tag: TagRef, project = 'default'): DomainEvent => ({
  type: 'feature-tagged',
  data: { project, featureName: name, data: tag },
});
export const featureUntagged = (name: string, tag: TagRef, project = 'default'): DomainEvent => ({
  type: 'feature-untagged',
  data: { project, featureName: name, preData: tag },
});

export const featureFavorited = (name: string, userId: number, on = true): DomainEvent =>
  on
    ? { type: 'feature-favorited', data: { featureName: name, data: { feature: name, userId } } }
    : { type: 'feature-unfavorited', data: { featureName: name, data: { feature: name, userId } } };

export function segment(id: number, overrides: Partial<SegmentData> = {}): SegmentData {
  return {
    id,
    name: `segment-${id}`,
    description: null,
    project: null,
    constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }],
    createdBy: 'tester',
    createdAt: AT,
    ...overrides,
  };
}

export const segmentCreated = (s: SegmentData): DomainEvent => ({ type: 'segment-created', data: { project: s.project, data: s } });
export const segmentUpdated = (s: SegmentData, before: SegmentData): DomainEvent => ({
  type: 'segment-updated',
  data: { project: s.project, data: s, preData: before },
});
export const segmentDeleted = (s: SegmentData): DomainEvent => ({ type: 'segment-deleted', data: { project: s.project, preData: s } });

export const environmentCreated = (name: string, type = 'development', sortOrder = 1): DomainEvent => ({
  type: 'environment-created',
  data: { environment: name, data: { name, type, sortOrder, enabled: true } },
});

export const projectEnvironmentAdded = (project: string, environment: string): DomainEvent => ({
  type: 'project-environment-added',
  data: { project, environment },
});

export function projectData(id: string, overrides: Partial<ProjectData> = {}): ProjectData {
  return { id, name: id, description: null, mode: 'open', defaultStickiness: 'default', ...overrides };
}

export const projectCreated = (p: ProjectData): DomainEvent => ({ type: 'project-created', data: { project: p.id, data: p } });
export const projectUpdated = (p: ProjectData, before: ProjectData): DomainEvent => ({
  type: 'project-updated',
  data: { project: p.id, data: p, preData: before },
});
export const projectArchived = (id: string): DomainEvent => ({ type: 'project-archived', data: { project: id, preData: projectData(id) } });
export const projectRevived = (id: string): DomainEvent => ({ type: 'project-revived', data: { project: id } });
export const projectDeleted = (id: string): DomainEvent => ({ type: 'project-deleted', data: { project: id, preData: projectData(id) } });
export const environmentDeleted = (name: string): DomainEvent => ({
  type: 'environment-deleted',
  data: { environment: name, preData: { name, type: 'development', sortOrder: 1, enabled: true } },
});
