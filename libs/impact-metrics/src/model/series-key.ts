import type { Labels } from './impact-report.schema';
import { SERIES_COLUMN_LABELS } from './impact-vocabulary';

/** The labels a series keeps: the reported ones without those kept as columns (application, environment). */
export function seriesLabels(labels: Labels): Labels {
  const out: Labels = {};
  for (const key of Object.keys(labels).sort()) if (!(SERIES_COLUMN_LABELS as readonly string[]).includes(key)) out[key] = labels[key];
  return out;
}

/** The canonical text of a label set (keys sorted): equal sets, equal keys, whatever the order they came in. */
export const labelKey = (labels: Labels): string =>
  JSON.stringify(
    Object.keys(labels)
      .sort()
      .map((k) => [k, labels[k]]),
  );

/** Whether a series' labels hold every pair of `filter`. */
export const matchesLabels = (labels: Labels, filter: Labels): boolean => Object.entries(filter).every(([k, v]) => labels[k] === v);
