import type { RecordedEvent } from '@pennant/events';
import { featureColumnPatch } from '@pennant/features';
import type { SqlExecutor } from '@pennant/projections';

// The feature-search projection's set-based statements: runs of column overwrites and
// environment toggles, and the refresh of the kept page items (rm_search_item, migration 0260).

/**
 * One statement for a run of column overwrites (FeatureColumnPatches); absent keys keep their
 * value. The same keys are overwritten in the flags' kept items (their names are the item's:
 * rm_search_item, migration 0260), so these events — the PUT hot path — need no item refresh.
 * Environment toggles: WRITE_ENVIRONMENTS.
 */
const WRITE_COLUMNS = `WITH r AS (SELECT p FROM jsonb_array_elements($1::jsonb) AS r(p)),
   items AS (UPDATE rm_search_items i SET item = i.item || (r.p - 'name') FROM r WHERE i.feature_name = r.p->>'name')
   UPDATE rm_search_features f SET
     stale = CASE WHEN r.p ? 'stale' THEN (r.p->>'stale')::boolean ELSE f.stale END,
     description = CASE WHEN r.p ? 'description' THEN r.p->>'description' ELSE f.description END,
     impression_data = CASE WHEN r.p ? 'impressionData' THEN (r.p->>'impressionData')::boolean ELSE f.impression_data END,
     type = CASE WHEN r.p ? 'type' THEN r.p->>'type' ELSE f.type END
   FROM r
  WHERE f.name = r.p->>'name'`;

/**
 * A run of environment toggles (one per flag and environment, later events winning): the state
 * rows, and each flag's `enabled_environments` (what the status filter tests) from the same run.
 */
const WRITE_ENVIRONMENTS = `WITH r AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(feature text, environment text, enabled boolean)),
   written AS (
     INSERT INTO rm_search_feature_environments (feature_name, environment, enabled)
     SELECT r.feature, r.environment, r.enabled FROM r
     ON CONFLICT (feature_name, environment) DO UPDATE SET enabled = excluded.enabled)
   UPDATE rm_search_features f
      SET enabled_environments = ARRAY(SELECT e FROM unnest(f.enabled_environments) AS e WHERE e <> ALL (x.toggled)
                                       UNION SELECT unnest(x.enabled) ORDER BY 1)
     FROM (SELECT feature, array_agg(environment) AS toggled, array_agg(environment) FILTER (WHERE enabled) AS enabled FROM r GROUP BY feature) x
    WHERE f.name = x.feature`;

export const WRITES = { columns: WRITE_COLUMNS, environments: WRITE_ENVIRONMENTS };

/** The page items of the flags a batch touched (by name) or of every flag of the touched projects. */
const REFRESH_ITEMS = `INSERT INTO rm_search_items (feature_name, item)
   SELECT name, rm_search_item(name) FROM rm_search_features WHERE name = ANY($1::text[]) OR project = ANY($2::text[])
   ON CONFLICT (feature_name) DO UPDATE SET item = excluded.item`;

/** The flags (and whole projects) whose page item a batch must recompute (rm_search_item, migration 0260). */
export class TouchedItems {
  private readonly flags = new Set<string>();
  private readonly projects = new Set<string>();

  /**
   * Flags and projects an event changes the item of, as far as the event itself tells. Column
   * overwrites patch the items themselves (WRITE_COLUMNS); favourites are not part of an item.
   */
  add(event: RecordedEvent): void {
    if (featureColumnPatch(event) !== null || event.type === 'feature-favorited' || event.type === 'feature-unfavorited') return;
    if ('featureName' in event.data && typeof event.data.featureName === 'string') this.flags.add(event.data.featureName);
    if (event.type === 'project-environment-added' || event.type === 'project-environment-removed' || event.type === 'project-deleted')
      this.projects.add(event.data.project);
  }

  /** A flag whose item another flag's event changes (a dependency's parent). */
  addFlag(name: string): void {
    this.flags.add(name);
  }

  /** A segment's name shows in the items of the flags using it (call before its links go). */
  async addSegmentFlags(sql: SqlExecutor, segmentId: number): Promise<void> {
    const rows = (await sql.query('SELECT DISTINCT feature_name FROM rm_search_feature_segments WHERE segment_id = $1', [segmentId])) as {
      feature_name: string;
    }[];
    for (const row of rows) this.flags.add(row.feature_name);
  }

  /** An environment shows in the items of every flag of the projects that have it (call before its links go). */
  async addEnvironmentProjects(sql: SqlExecutor, environment: string): Promise<void> {
    const rows = (await sql.query('SELECT project FROM rm_search_project_environments WHERE environment = $1', [environment])) as {
      project: string;
    }[];
    for (const row of rows) this.projects.add(row.project);
  }

  async refresh(sql: SqlExecutor): Promise<void> {
    if (this.flags.size === 0 && this.projects.size === 0) return;
    await sql.query(REFRESH_ITEMS, [[...this.flags], [...this.projects]]);
  }
}
