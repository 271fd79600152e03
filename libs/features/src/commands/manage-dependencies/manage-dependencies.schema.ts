import { array, boolean, named, object, optional, string, type Infer } from '@pennant/platform';

/** Body of `POST .../dependencies` (Unleash's createDependentFeatureSchema). */
export const createDependentFeatureSchema = named(
  'createDependentFeatureSchema',
  object({
    feature: string({ minLength: 1, maxLength: 100 }),
    enabled: optional(boolean()),
    variants: optional(array(string({ minLength: 1, maxLength: 255 }), { maxItems: 100 })),
  }),
);

export type CreateDependentFeatureBody = Infer<typeof createDependentFeatureSchema>;
