import { avatarUrl } from '@pennant/platform';
import { Injectable } from '@nestjs/common';
import {
  actorKey,
  assertNever,
  isFlagTypeLifetimeChange,
  userShapedCreator,
  type EventType,
  type RecordedEvent,
  type StrategyData,
} from '@pennant/events';
import { colorOf } from '@pennant/tags';
import { FeatureColumnPatches } from '@pennant/features';
import type { Projection, SqlExecutor } from '@pennant/projections';
import { TouchedItems, WRITES } from './feature-search.statements';

const HANDLES = [
  'feature-created',
  'feature-metadata-updated',
  'feature-type-updated',
  'feature-stale-on',
  'feature-stale-off',
  'feature-archived',
  'feature-revived',
  'feature-deleted',
  'feature-project-change',
  'feature-environment-enabled',
  'feature-environment-disabled',
  'feature-completed',
  'feature-uncompleted',
  'client-metrics',
  'feature-tagged',
  'feature-untagged',
  'feature-environment-variants-updated',
  'feature-dependency-added',
  'feature-dependency-removed',
  'feature-dependencies-removed',
  'feature-strategy-add',
  'feature-strategy-update',
  'feature-strategy-remove',
  'feature-favorited',
  'feature-unfavorited',
  'segment-created',
  'segment-updated',
  'segment-deleted',
  'environment-created',
  'environment-updated',
  'environment-deleted',
  'project-environment-added',
  'project-environment-removed',
  'project-deleted',
  'tag-type-created',
  'tag-type-updated',
  'tag-type-deleted',
] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/** A flag's tags as its row keeps them (migration 0290), computed from rm_search_feature_tags. */
const tagsOf = (
  nameColumn: string,
) => `(SELECT coalesce(jsonb_agg(jsonb_build_object('t', tag_type, 'v', tag_value) ORDER BY tag_type, tag_value), '[]'::jsonb)
   FROM rm_search_feature_tags WHERE feature_name = ${nameColumn})`;
const FLAG_TAGS = tagsOf('$1');

/** After a batch's tag changes: each retagged row's copy recomputed from its tag rows, so the two never disagree. */
const SYNC_TAGS = `UPDATE rm_search_features f SET tags = ${tagsOf('f.name')} WHERE f.name = ANY($1::text[])`;

/** Tables of a flag, emptied when the flag is deleted (the flag row last). */
const FEATURE_CHILD_TABLES = [
  'rm_search_items',
  'rm_search_feature_environments',
  'rm_search_feature_strategies',
  'rm_search_feature_segments',
  'rm_search_feature_tags',
  'rm_search_favorites',
  'rm_search_feature_dependencies',
] as const;

/**
 * The read model of GET /api/admin/search/features: flags with their environment state,
 * strategy presence, segment links, tags and favourites, plus its own copy of environments and
 * project links, so the search query reads this projection only.
 */
@Injectable()
export class FeatureSearchProjection implements Projection {
  readonly name = 'feature-search';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = [
    'rm_search_features',
    'rm_search_environments',
    'rm_search_project_environments',
    'rm_search_feature_environments',
    'rm_search_feature_strategies',
    'rm_search_feature_segments',
    'rm_search_segments',
    'rm_search_feature_tags',
    'rm_search_favorites',
    'rm_search_items',
    'rm_search_feature_dependencies',
    'rm_search_tag_types',
  ];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    // Runs of stale/metadata/type overwrites become one statement (the PUT hot path).
    // Then the page items of every flag the batch touched, once, from the rows just written.
    // The row's copy of the tags (migration 0290) once per batch for the flags it retagged.
    const columns = new FeatureColumnPatches();
    const touched = new TouchedItems();
    const retagged = new Set<string>();
    for (const event of events as readonly Handled[]) {
      touched.add(event);
      if (event.type === 'feature-tagged' || event.type === 'feature-untagged') retagged.add(event.data.featureName);
      if (columns.add(event)) continue;
      await columns.flush(sql, WRITES);
      await this.applyOne(event, sql, touched);
    }
    await columns.flush(sql, WRITES);
    if (retagged.size > 0) await sql.query(SYNC_TAGS, [[...retagged]]);
    await touched.refresh(sql);
  }

  private async applyOne(event: Handled, sql: SqlExecutor, touched: TouchedItems): Promise<void> {
    const at = event.createdAt;
    switch (event.type) {
      case 'feature-created': {
        const row = event.data.data;
        // Named as Unleash names its creator in user-shaped answers (an admin token: its one admin-token user).
        const creator = userShapedCreator(event.metadata.actor);
        await sql.query(
          `INSERT INTO rm_search_features (name, project, type, description, stale, impression_data, created_at, created_by_id, created_by_name, created_by_image_url, lifecycle_stage, lifecycle_entered_at, tags)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $11, 'initial', $10, ${FLAG_TAGS})
           ON CONFLICT (name) DO UPDATE SET project = excluded.project, type = excluded.type, description = excluded.description, tags = excluded.tags,
             stale = excluded.stale, impression_data = excluded.impression_data, created_at = excluded.created_at,
             created_by_id = excluded.created_by_id, created_by_name = excluded.created_by_name, created_by_image_url = excluded.created_by_image_url,
             archived_at = NULL, last_seen_at = NULL, lifecycle_stage = 'initial', lifecycle_status = NULL, lifecycle_entered_at = excluded.lifecycle_entered_at`,
          // The item's avatar (migration 0310), computed here: JavaScript's trim and lower-casing, not the collation's.
          [
            row.name,
            row.project,
            row.type,
            row.description,
            row.stale,
            row.impressionData,
            row.createdAt,
            event.metadata.actor.id,
            creator,
            at,
            avatarUrl(creator),
          ],
        );
        return;
      }
      case 'feature-archived':
        await this.setLifecycle(sql, event.data.featureName, 'archived', null, at, event.data.data.archivedAt);
        return;
      case 'feature-revived':
        await this.setLifecycle(sql, event.data.featureName, 'initial', null, at, null);
        await sql.query('UPDATE rm_search_feature_environments SET enabled = false WHERE feature_name = $1', [event.data.featureName]);
        await sql.query(`UPDATE rm_search_features SET enabled_environments = '{}' WHERE name = $1`, [event.data.featureName]);
        return;
      case 'feature-completed':
        await sql.query(
          `UPDATE rm_search_features SET lifecycle_stage = 'completed', lifecycle_status = $2, lifecycle_entered_at = $3 WHERE name = $1`,
          [event.data.featureName, event.data.data.status, at],
        );
        return;
      case 'feature-uncompleted':
        await sql.query(
          `UPDATE rm_search_features SET lifecycle_stage = 'initial', lifecycle_status = NULL, lifecycle_entered_at = $2 WHERE name = $1 AND lifecycle_stage = 'completed'`,
          [event.data.featureName, at],
        );
        return;
      case 'client-metrics':
        // Search shows the newest stage entered, as Unleash's does; SDK metrics enter each stage once.
        await sql.query(
          'UPDATE rm_search_features SET lifecycle_stage = $2, lifecycle_status = NULL, lifecycle_entered_at = $3 WHERE name = $1',
          [event.data.featureName, event.data.data.stage, at],
        );
        return;
      case 'feature-deleted':
        for (const table of FEATURE_CHILD_TABLES) await sql.query(`DELETE FROM ${table} WHERE feature_name = $1`, [event.data.featureName]);
        await sql.query('DELETE FROM rm_search_features WHERE name = $1', [event.data.featureName]);
        return;
      case 'feature-project-change':
        await sql.query('UPDATE rm_search_features SET project = $2 WHERE name = $1', [event.data.featureName, event.data.data.newProject]);
        return;
      case 'feature-tagged':
        await sql.query(
          'INSERT INTO rm_search_feature_tags (feature_name, tag_type, tag_value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [event.data.featureName, event.data.data.type, event.data.data.value],
        );
        return;
      case 'feature-untagged':
        await sql.query('DELETE FROM rm_search_feature_tags WHERE feature_name = $1 AND tag_type = $2 AND tag_value = $3', [
          event.data.featureName,
          event.data.preData.type,
          event.data.preData.value,
        ]);
        return;
      case 'feature-environment-variants-updated':
        // Each environment's `variantCount`, which Unleash's clients read.
        await sql.query(
          `INSERT INTO rm_search_feature_environments (feature_name, environment, variant_count) VALUES ($1, $2, $3)
           ON CONFLICT (feature_name, environment) DO UPDATE SET variant_count = excluded.variant_count`,
          [event.data.featureName, event.data.environment, Array.isArray(event.data.data.variants) ? event.data.data.variants.length : 0],
        );
        return;
      case 'feature-dependency-added':
      case 'feature-dependency-removed':
      case 'feature-dependencies-removed':
        await this.applyDependency(event, sql, touched);
        return;
      case 'feature-strategy-add':
      case 'feature-strategy-update':
        await this.upsertStrategy(sql, event.data.featureName, event.data.environment, event.data.data);
        return;
      case 'feature-strategy-remove':
        await sql.query('DELETE FROM rm_search_feature_segments WHERE strategy_id = $1', [event.data.preData.id]);
        await sql.query('DELETE FROM rm_search_feature_strategies WHERE strategy_id = $1', [event.data.preData.id]);
        return;
      case 'feature-favorited':
        await sql.query('INSERT INTO rm_search_favorites (user_key, feature_name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          actorKey(event.metadata.actor),
          event.data.featureName,
        ]);
        return;
      case 'feature-unfavorited':
        await sql.query('DELETE FROM rm_search_favorites WHERE user_key = $1 AND feature_name = $2', [
          actorKey(event.metadata.actor),
          event.data.featureName,
        ]);
        return;
      case 'segment-created':
      case 'segment-updated':
        if (event.type === 'segment-updated') await touched.addSegmentFlags(sql, event.data.data.id);
        await sql.query('INSERT INTO rm_search_segments (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = excluded.name', [
          event.data.data.id,
          event.data.data.name,
        ]);
        return;
      case 'segment-deleted':
        await touched.addSegmentFlags(sql, event.data.preData.id);
        await sql.query('DELETE FROM rm_search_feature_segments WHERE segment_id = $1', [event.data.preData.id]);
        await sql.query('DELETE FROM rm_search_segments WHERE id = $1', [event.data.preData.id]);
        return;
      case 'environment-created':
      case 'environment-updated': {
        const e = event.data.data;
        if (event.type === 'environment-updated') await touched.addEnvironmentProjects(sql, e.name);
        await sql.query(
          `INSERT INTO rm_search_environments (name, type, sort_order) VALUES ($1, $2, $3)
           ON CONFLICT (name) DO UPDATE SET type = excluded.type, sort_order = excluded.sort_order`,
          [e.name, e.type, e.sortOrder],
        );
        return;
      }
      case 'environment-deleted':
        await touched.addEnvironmentProjects(sql, event.data.environment);
        await sql.query('DELETE FROM rm_search_project_environments WHERE environment = $1', [event.data.environment]);
        await sql.query('DELETE FROM rm_search_environments WHERE name = $1', [event.data.environment]);
        return;
      case 'project-environment-added':
        await sql.query('INSERT INTO rm_search_project_environments (project, environment) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          event.data.project,
          event.data.environment,
        ]);
        return;
      case 'project-environment-removed':
        await sql.query('DELETE FROM rm_search_project_environments WHERE project = $1 AND environment = $2', [
          event.data.project,
          event.data.environment,
        ]);
        return;
      case 'project-deleted':
        await sql.query('DELETE FROM rm_search_project_environments WHERE project = $1', [event.data.project]);
        return;
      case 'tag-type-created':
      case 'tag-type-updated':
      case 'tag-type-deleted': {
        // A tag type's color shows with its tags in the items of the flags carrying them (migration 0500).
        const name = event.type === 'tag-type-deleted' ? event.data.preData.name : event.data.data.name;
        if (event.type === 'tag-type-deleted') await sql.query('DELETE FROM rm_search_tag_types WHERE name = $1', [name]);
        else
          await sql.query(
            'INSERT INTO rm_search_tag_types (name, color) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET color = excluded.color',
            [name, colorOf(event.data.data)],
          );
        const tagged = (await sql.query('SELECT DISTINCT feature_name FROM rm_search_feature_tags WHERE tag_type = $1', [name])) as {
          feature_name: string;
        }[];
        for (const row of tagged) touched.addFlag(row.feature_name);
        return;
      }
      case 'feature-type-updated':
        // A flag type's new lifetime: nothing in search shows it.
        if (isFlagTypeLifetimeChange(event.data)) return;
        throw new Error(`${event.type} of a flag is written by FeatureColumnPatches.flush`);
      case 'feature-metadata-updated':
      case 'feature-stale-on':
      case 'feature-stale-off':
      case 'feature-environment-enabled':
      case 'feature-environment-disabled':
        throw new Error(`${event.type} is written by FeatureColumnPatches.flush`);
      default:
        return assertNever(event);
    }
  }

  /** The links behind `dependencyType`: the parent's item changes with the child's. */
  private async applyDependency(
    event: Extract<Handled, { type: 'feature-dependency-added' | 'feature-dependency-removed' | 'feature-dependencies-removed' }>,
    sql: SqlExecutor,
    touched: TouchedItems,
  ): Promise<void> {
    const child = event.data.featureName;
    if (event.type === 'feature-dependencies-removed') {
      const parents = (await sql.query(
        'WITH gone AS (DELETE FROM rm_search_feature_dependencies WHERE feature_name = $1 RETURNING parent) SELECT parent FROM gone',
        [child],
      )) as { parent: string }[];
      for (const row of parents) touched.addFlag(row.parent);
      return;
    }
    const parent = event.data.data.feature;
    touched.addFlag(parent);
    if (event.type === 'feature-dependency-added') {
      await sql.query('INSERT INTO rm_search_feature_dependencies (feature_name, parent) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        child,
        parent,
      ]);
    } else {
      await sql.query('DELETE FROM rm_search_feature_dependencies WHERE feature_name = $1 AND parent = $2', [child, parent]);
    }
  }

  private async setLifecycle(
    sql: SqlExecutor,
    name: string,
    stage: string,
    status: string | null,
    at: Date,
    archivedAt: string | null,
  ): Promise<void> {
    await sql.query(
      'UPDATE rm_search_features SET archived_at = $2, lifecycle_stage = $3, lifecycle_status = $4, lifecycle_entered_at = $5 WHERE name = $1',
      [name, archivedAt, stage, status, at],
    );
  }

  /** A strategy row (its environment and enabled state) and its segment links, replaced as a whole. */
  private async upsertStrategy(sql: SqlExecutor, feature: string, environment: string, strategy: StrategyData): Promise<void> {
    await sql.query(
      `INSERT INTO rm_search_feature_strategies (strategy_id, feature_name, environment, disabled) VALUES ($1, $2, $3, $4)
       ON CONFLICT (strategy_id) DO UPDATE SET feature_name = excluded.feature_name, environment = excluded.environment, disabled = excluded.disabled`,
      [strategy.id, feature, environment, strategy.disabled === true],
    );
    await sql.query('DELETE FROM rm_search_feature_segments WHERE strategy_id = $1', [strategy.id]);
    const segments = Array.isArray(strategy.segments) ? strategy.segments.filter((id) => Number.isSafeInteger(id)) : [];
    if (segments.length > 0) {
      await sql.query(
        'INSERT INTO rm_search_feature_segments (feature_name, strategy_id, segment_id) SELECT $1, $2, s FROM unnest($3::int[]) AS s ON CONFLICT DO NOTHING',
        [feature, strategy.id, segments],
      );
    }
  }
}
