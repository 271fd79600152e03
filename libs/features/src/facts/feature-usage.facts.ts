import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Constraint, TagRef } from '@pennant/events';
import { PER_CALL_PLAN } from '@pennant/platform';

/** A strategy of an active flag, named by where it sits. */
export interface FlagStrategyRef {
  project: string;
  featureName: string;
  environment: string;
  strategyId: string;
}

/** A strategy of a flag in one environment as the admin API shows it (disabled ones too). */
export interface FlagStrategyRow {
  featureName: string;
  id: string;
  name: string;
  title: string | null;
  disabled: boolean;
  constraints: Constraint[];
  parameters: Record<string, string>;
  segments: number[];
}

/** Which flags to export: by name, by project and/or by tag (each filter optional, all must hold). */
export interface FlagSelection {
  names?: readonly string[];
  project?: string;
  tag?: TagRef;
}

/**
 * Which flags use or carry something — asked by other nouns before they act on many flags
 * (actions toggling by tag, a tag's cascading delete, a context field's delete, an export).
 * Answered from the feature-view read model (rm_features, rm_feature_tags,
 * rm_feature_strategies), which the features lib's projection writes (ADR 0045).
 */
@Injectable()
export class FeatureUsageFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** The project's active (not archived) flags that carry the tag, by name. */
  async activeFlagsTagged(project: string, tag: TagRef): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT f.name FROM rm_features f JOIN rm_feature_tags t ON t.feature_name = f.name
        WHERE f.project = $1 AND f.archived_at IS NULL AND t.tag_type = $2 AND t.tag_value = $3 ORDER BY f.name`,
      [project, tag.type, tag.value],
    )) as { name: string }[];
    return rows.map((r) => r.name);
  }

  /** Every flag (archived too) carrying any of the tags, by name, with the ones it carries. */
  async flagsCarrying(tags: readonly TagRef[]): Promise<{ featureName: string; tags: TagRef[] }[]> {
    if (tags.length === 0) return [];
    return (await this.dataSource.query(
      `SELECT t.feature_name AS "featureName", json_agg(json_build_object('type', t.tag_type, 'value', t.tag_value)) AS tags
         FROM rm_feature_tags t JOIN jsonb_to_recordset($1::jsonb) AS x(type text, value text) ON x.type = t.tag_type AND x.value = t.tag_value
        GROUP BY t.feature_name ORDER BY t.feature_name`,
      [JSON.stringify(tags)],
    )) as { featureName: string; tags: TagRef[] }[];
  }

  /** Strategies of active flags with a constraint on the context field, by project, flag, environment and id. */
  async strategiesConstrainingOn(contextName: string): Promise<FlagStrategyRef[]> {
    return (await this.dataSource.query(
      `SELECT f.project, s.feature_name AS "featureName", s.environment, s.id AS "strategyId"
         FROM rm_feature_strategies s JOIN rm_features f ON f.name = s.feature_name
        WHERE f.archived_at IS NULL AND EXISTS (SELECT 1 FROM jsonb_array_elements(s.constraints) c WHERE c->>'contextName' = $1)
        ORDER BY f.project, s.feature_name, s.environment, s.id`,
      [contextName],
    )) as FlagStrategyRef[];
  }

  /** The active flags the selection names, with their project, oldest first (the export's order). */
  async activeFlagsSelected(selection: FlagSelection): Promise<{ name: string; project: string }[]> {
    const { names, project, tag } = selection;
    return (await this.dataSource.query(
      `${PER_CALL_PLAN}SELECT f.name, f.project FROM rm_features f
        WHERE f.archived_at IS NULL
          AND ($1::text[] IS NULL OR f.name = ANY($1))
          AND ($2::text IS NULL OR f.project = $2)
          AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM rm_feature_tags t WHERE t.feature_name = f.name AND t.tag_type = $3 AND t.tag_value = $4))
        ORDER BY f.created_at, f.name`,
      [names ? [...names] : null, project ?? null, tag?.type ?? null, tag?.value ?? ''],
    )) as { name: string; project: string }[];
  }

  /** The strategies (disabled too) of the active flags among `names` in the environment, in each flag's evaluation order. */
  async strategiesIn(environment: string, names: readonly string[]): Promise<FlagStrategyRow[]> {
    return (await this.dataSource.query(
      `SELECT s.feature_name AS "featureName", s.id, s.name, s.title, s.disabled, s.constraints, s.parameters, s.segments
         FROM rm_feature_strategies s JOIN rm_features f ON f.name = s.feature_name
        WHERE s.environment = $1 AND s.feature_name = ANY($2) AND f.archived_at IS NULL
        ORDER BY s.feature_name, s.sort_order, s.created_seq`,
      [environment, [...names]],
    )) as FlagStrategyRow[];
  }
}
