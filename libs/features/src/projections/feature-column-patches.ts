import { isFlagTypeLifetimeChange, type RecordedEvent } from '@pennant/events';
import type { SqlExecutor } from '@pennant/projections';

/** The scalar columns of a feature row that single events overwrite. */
export interface FeatureColumnPatch {
  stale?: boolean;
  description?: string | null;
  impressionData?: boolean;
  type?: string;
}

/** What an event overwrites in a feature's row, or null for events that do more than that. */
export function featureColumnPatch(event: RecordedEvent): { feature: string; patch: FeatureColumnPatch } | null {
  switch (event.type) {
    case 'feature-stale-on':
    case 'feature-stale-off':
      return { feature: event.data.featureName, patch: { stale: event.type === 'feature-stale-on' } };
    case 'feature-metadata-updated':
      return {
        feature: event.data.featureName,
        patch: { description: event.data.data.description, impressionData: event.data.data.impressionData },
      };
    case 'feature-type-updated':
      // A flag type's lifetime change overwrites no flag's column: the projections apply it themselves.
      return isFlagTypeLifetimeChange(event.data) ? null : { feature: event.data.featureName, patch: { type: event.data.data.type } };
    default:
      return null;
  }
}

/**
 * Consecutive overwrites of a batch — feature columns, and a feature's enabled flag per
 * environment — merged per feature (and environment), later events winning, so that a projection
 * writes a run of them with one set-based statement per table instead of one per event. Order is
 * kept by flushing before any other event is applied.
 */
export class FeatureColumnPatches {
  private readonly rows = new Map<string, FeatureColumnPatch>();
  private readonly toggles = new Map<string, { feature: string; environment: string; enabled: boolean }>();

  /** Takes the event if it only overwrites; false otherwise (apply it after `take()`). */
  add(event: RecordedEvent): boolean {
    if (event.type === 'feature-environment-enabled' || event.type === 'feature-environment-disabled') {
      const { featureName, environment } = event.data;
      this.toggles.set(JSON.stringify([featureName, environment]), {
        feature: featureName,
        environment,
        enabled: event.type === 'feature-environment-enabled',
      });
      return true;
    }
    const change = featureColumnPatch(event);
    if (change === null) return false;
    this.rows.set(change.feature, { ...this.rows.get(change.feature), ...change.patch });
    return true;
  }

  /**
   * The merged run as JSON array parameters — `columns`: `[{name, ...columns}]`, `environments`:
   * `[{feature, environment, enabled}]` — each null when empty; empties the run.
   */
  take(): { columns: string | null; environments: string | null } {
    const columns = this.rows.size === 0 ? null : JSON.stringify([...this.rows].map(([name, patch]) => ({ name, ...patch })));
    const environments = this.toggles.size === 0 ? null : JSON.stringify([...this.toggles.values()]);
    this.rows.clear();
    this.toggles.clear();
    return { columns, environments };
  }

  /**
   * Writes the run with the projection's own statements (each takes the JSON array as `$1`):
   * `columns` for `[{name, ...columns}]`, `environments` for `[{feature, environment, enabled}]`.
   */
  async flush(sql: SqlExecutor, statements: { columns: string; environments: string }): Promise<void> {
    const run = this.take();
    if (run.columns !== null) await sql.query(statements.columns, [run.columns]);
    if (run.environments !== null) await sql.query(statements.environments, [run.environments]);
  }
}
