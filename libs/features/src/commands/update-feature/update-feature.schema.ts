import { boolean, named, nullable, object, oneOf, optional, string, type Infer } from '@pennant/platform';
import { FLAG_TYPES } from '../../domain/feature.decider';

/** The spec's updateFeatureSchema: every field optional; unknown fields are ignored. */
export const updateFeatureSchema = named(
  'updateFeatureSchema',
  object({
    name: optional(string({ maxLength: 100 })),
    description: optional(nullable(string({ maxLength: 10000 }))),
    type: optional(oneOf(FLAG_TYPES)),
    stale: optional(boolean()),
    archived: optional(boolean()),
    impressionData: optional(boolean()),
  }),
);

export type UpdateFeatureBody = Infer<typeof updateFeatureSchema>;
