import type { FeatureResponse } from './feature.response';

/** Unleash's 10-field flag row (response of create). */
export function toFeatureRow(f: FeatureResponse) {
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
