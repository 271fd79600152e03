import type { RecordedEvent } from '@pennant/events';

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
      return { feature: event.data.featureName, patch: { description: event.data.data.description, impressionData: event.data.data.impressionData } };
    case 'feature-type-updated':
      return { feature: event.data.featureName, patch: { type: event.data.data.type } };
    default:
      return null;
  }
}

/**
 * Consecutive column overwrites of a batch, merged per feature (later events win per column), so
 * that a projection writes a run of them with one set-based statement instead of one per event.
 * Order is kept by flushing before any other event is applied.
 */
export class FeatureColumnPatches {
  private readonly rows = new Map<string, FeatureColumnPatch>();

  /** Takes the event if it only overwrites columns; false otherwise (apply it after `take()`). */
  add(event: RecordedEvent): boolean {
    const change = featureColumnPatch(event);
    if (change === null) return false;
    this.rows.set(change.feature, { ...this.rows.get(change.feature), ...change.patch });
    return true;
  }

  /** The merged patches as one JSON array parameter (`[{name, ...columns}]`), or null when empty; empties the run. */
  take(): string | null {
    if (this.rows.size === 0) return null;
    const json = JSON.stringify([...this.rows].map(([name, patch]) => ({ name, ...patch })));
    this.rows.clear();
    return json;
  }
}
