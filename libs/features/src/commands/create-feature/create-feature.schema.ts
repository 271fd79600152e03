import { boolean, named, nullable, object, oneOf, optional, string, type Infer } from '@pennant/platform';
import { FLAG_TYPES } from '../../domain/feature.decider';
import { featureNameSchema } from '../../model/feature-name.schema';

export const createFeatureSchema = named(
  'createFeatureSchema',
  object({
    name: featureNameSchema,
    type: optional(oneOf(FLAG_TYPES)),
    description: optional(nullable(string({ maxLength: 10000 }))),
    impressionData: optional(boolean()),
  }),
);

export type CreateFeatureBody = Infer<typeof createFeatureSchema>;
