import type { FeatureResponse } from './get-feature.response';

/** What a flag row is made of: a flag as read, or as its `feature-created` event recorded it. */
export type FeatureRowSource = Pick<
  FeatureResponse,
  'name' | 'description' | 'type' | 'project' | 'stale' | 'createdAt' | 'lastSeenAt' | 'impressionData' | 'archivedAt' | 'archived'
>;

/** Unleash's 10-field flag row (response of create). */
export function toFeatureRow(f: FeatureRowSource) {
  return {
    name: f.name,
    description: f.description,
    type: f.type,
    project: f.project,
    stale: f.stale,
    createdAt: f.createdAt,
    lastSeenAt: f.lastSeenAt,
    impressionData: f.impressionData,
    archivedAt: f.archivedAt,
    archived: f.archived,
  };
}
