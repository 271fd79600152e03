import type { ContextFieldLegalValue } from '@pennant/events';

/** A context field as the admin API shows it (Unleash's contextFieldSchema). */
export interface ContextFieldResponse {
  name: string;
  description: string;
  stickiness: boolean;
  sortOrder: number;
  /** `null` for a built-in field. */
  createdAt: string | null;
  /** Active flags / their projects with a strategy constraint on this field. */
  usedInFeatures: number;
  usedInProjects: number;
  legalValues: ContextFieldLegalValue[];
}
