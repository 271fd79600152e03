import type { Constraint } from '@pennant/events';

/** A segment as the admin API shows it (Unleash's adminSegmentSchema). */
export interface SegmentResponse {
  id: number;
  name: string;
  description: string | null;
  constraints: Constraint[];
  project: string | null;
  createdBy: string;
  createdAt: string;
  /** Distinct active flags (and their projects) with a strategy using the segment (Unleash's usage counts; not replayed by `asOf`). */
  usedInFeatures?: number;
  usedInProjects?: number;
}
