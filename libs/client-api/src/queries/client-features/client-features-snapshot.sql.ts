import type { Constraint, EnvironmentVariant, StrategyVariant } from '@pennant/events';

/** One flag as the SDKs see it in one environment (archived flags are never in a snapshot). */
export interface ClientFeatureRow {
  name: string;
  type: string;
  description: string | null;
  project: string;
  stale: boolean;
  impressionData: boolean;
  enabled: boolean;
  tags: string[];
  variants: EnvironmentVariant[];
  strategies: {
    name: string;
    constraints: Constraint[];
    parameters: Record<string, string>;
    variants: StrategyVariant[];
    segments: number[];
  }[];
  dependencies: { feature: string; enabled: boolean; variants: string[] }[];
}

export interface ClientSegment {
  id: number;
  name: string;
  constraints: Constraint[];
}

/** Everything an environment's SDK response is cut from: flags in name order, and all segments. */
export interface ClientSnapshot {
  features: ClientFeatureRow[];
  segments: Map<number, ClientSegment>;
}

/** Reads the feature-view and segments tables; one statement for the flags, one for segments. */
export const SNAPSHOT_SQL = `
  SELECT f.name, f.type, f.description, f.project, f.stale, f.impression_data AS "impressionData",
         coalesce(fe.enabled, false) AS enabled, coalesce(fe.variants, '[]'::jsonb) AS variants,
         coalesce((SELECT json_agg(t.tag_type || ':' || t.tag_value) FROM rm_feature_tags t WHERE t.feature_name = f.name), '[]') AS tags,
         coalesce((SELECT json_agg(json_build_object('name', s.name, 'constraints', s.constraints, 'parameters', s.parameters,
                                                     'variants', s.variants, 'segments', s.segments) ORDER BY s.sort_order, s.created_seq)
                     FROM rm_feature_strategies s WHERE s.feature_name = f.name AND s.environment = $1 AND NOT s.disabled), '[]') AS strategies,
         coalesce((SELECT json_agg(json_build_object('feature', d.parent, 'enabled', d.enabled, 'variants', d.variants) ORDER BY d.parent)
                     FROM rm_feature_dependencies d WHERE d.child = f.name), '[]') AS dependencies
    FROM rm_features f
    LEFT JOIN rm_feature_environments fe ON fe.feature_name = f.name AND fe.environment = $1
   WHERE f.archived_at IS NULL
   ORDER BY f.name`;

export const SEGMENTS_SQL = 'SELECT id, name, constraints FROM rm_segments ORDER BY id';
