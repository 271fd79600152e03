import { array, named, object, string, type Infer } from '@pennant/platform';

/** `{features: [...]}` of the bulk flag endpoints (Unleash's batchFeaturesSchema). */
export const featureNamesSchema = named(
  'batchFeaturesSchema',
  object({ features: array(string({ minLength: 1, maxLength: 100 }), { maxItems: 1000 }) }),
);

export type FeatureNamesBody = Infer<typeof featureNamesSchema>;
