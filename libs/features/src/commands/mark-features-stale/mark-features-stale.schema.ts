import { array, boolean, named, object, string, type Infer } from '@pennant/platform';

/** Body of `POST /projects/{p}/stale` (Unleash's batchStaleSchema). */
export const markFeaturesStaleSchema = named(
  'batchStaleSchema',
  object({
    features: array(string({ minLength: 1, maxLength: 100 }), { maxItems: 1000 }),
    stale: boolean(),
  }),
);

export type MarkFeaturesStaleBody = Infer<typeof markFeaturesStaleSchema>;
