import { array, boolean, constant, dateTime, named, nullable, object, string, type Infer } from '@pennant/platform';

/** `GET /archive/features[/{p}]`: Unleash's archivedFeaturesSchema (ADR 0050: the OpenAPI document shows it). */
const archivedFeatureAnswer = object(
  {
    name: string(),
    description: nullable(string()),
    type: string(),
    project: string(),
    stale: boolean(),
    createdAt: dateTime(),
    lastSeenAt: nullable(dateTime()),
    impressionData: boolean(),
    archivedAt: dateTime(),
    archived: constant(true),
    environments: array(object({ name: string(), lastSeenAt: nullable(dateTime()) }, { strict: true }), { maxItems: 1000 }),
  },
  { strict: true },
);
export type ArchivedFeatureResponse = Infer<typeof archivedFeatureAnswer>;

export const archivedFeaturesAnswer = named(
  'archivedFeaturesSchema',
  object({ version: constant(1), features: array(archivedFeatureAnswer, { maxItems: 1000000 }) }, { strict: true }),
);
export type ArchivedFeaturesResponse = Infer<typeof archivedFeaturesAnswer>;
