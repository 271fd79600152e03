import { constraintSchema } from '@pennant/features';
import { array, dateTime, integer, named, nullable, object, optional, string, type Infer } from '@pennant/platform';

const segmentFields = {
  id: integer({ min: 1 }),
  name: string(),
  description: nullable(string()),
  constraints: array(constraintSchema, { maxItems: 10000 }),
  project: nullable(string()),
  createdBy: string(),
  createdAt: dateTime(),
};

/** A segment as the admin API shows it (Unleash's adminSegmentSchema); the OpenAPI document shows this schema (ADR 0050). */
export const segmentAnswer = named(
  'adminSegmentSchema',
  object(
    {
      ...segmentFields,
      /** Distinct active flags (and their projects) with a strategy using the segment (Unleash's usage counts; not replayed by `asOf`). */
      usedInFeatures: optional(integer({ min: 0 })),
      usedInProjects: optional(integer({ min: 0 })),
    },
    { strict: true },
  ),
);

export type SegmentResponse = Infer<typeof segmentAnswer>;

export const segmentsAnswer = named('segmentsSchema', object({ segments: array(segmentAnswer, { maxItems: 100000 }) }, { strict: true }));

/** A strategy that uses a segment or constrains on a context field (Unleash's segmentStrategiesSchema items). */
export const strategyUseAnswer = named(
  'strategyUsageSchema',
  object({ id: string(), projectId: string(), featureName: string(), strategyName: string(), environment: string() }, { strict: true }),
);
