import type { Constraint, StrategyVariant } from '@pennant/events';
import { featureNameSchema } from '@pennant/features/model';
import { array, boolean, integer, named, nullable, object, optional, record, string, type Infer, type Schema } from '@pennant/kernel';

/** Any JSON value, passed on to the deciders that validate it (constraints, variants). */
const anything: Schema<unknown> = { json: {}, parse: (value) => value };
const name = string({ minLength: 1, maxLength: 255 });

/** Unleash's exportResultSchema: what an export answers and an import takes as `data`. */
export const exportResultSchema = named(
  'exportResultSchema',
  object({
    features: array(
      object({
        name: featureNameSchema,
        description: optional(nullable(string({ maxLength: 10000 }))),
        type: optional(string({ maxLength: 100 })),
        project: optional(string({ maxLength: 100 })),
        stale: optional(boolean()),
        impressionData: optional(boolean()),
      }),
      { maxItems: 1000 },
    ),
    featureStrategies: optional(
      array(
        object({
          name,
          id: optional(string({ maxLength: 100 })),
          featureName: name,
          title: optional(nullable(string({ maxLength: 255 }))),
          parameters: optional(record(string({ maxLength: 10000 }), { maxKeys: 100, key: string({ minLength: 1, maxLength: 100 }) })),
          constraints: optional(array(anything, { maxItems: 1000 })),
          variants: optional(array(anything, { maxItems: 100 })),
          segments: optional(array(integer({ min: 1, max: 2147483647 }), { maxItems: 100 })),
          sortOrder: optional(integer({ min: -2147483648, max: 2147483647 })),
          disabled: optional(nullable(boolean())),
        }),
        { maxItems: 30000 },
      ),
    ),
    featureEnvironments: optional(
      array(
        object({
          name: optional(name),
          featureName: name,
          environment: optional(string({ maxLength: 100 })),
          enabled: boolean(),
          variants: optional(array(anything, { maxItems: 100 })),
        }),
        { maxItems: 10000 },
      ),
    ),
    contextFields: optional(
      array(
        object({
          name,
          description: optional(nullable(string({ maxLength: 10000 }))),
          stickiness: optional(boolean()),
          sortOrder: optional(integer({ min: -2147483648, max: 2147483647 })),
          legalValues: optional(
            array(object({ value: string({ maxLength: 100 }), description: optional(string({ maxLength: 1000 })) }), { maxItems: 1000 }),
          ),
        }),
        { maxItems: 1000 },
      ),
    ),
    featureTags: optional(
      array(object({ featureName: name, tagType: name, tagValue: string({ minLength: 2, maxLength: 50 }) }), { maxItems: 10000 }),
    ),
    segments: optional(array(object({ id: integer({ min: 1, max: 2147483647 }), name }), { maxItems: 1000 })),
    tagTypes: optional(
      array(
        object({
          name,
          description: optional(nullable(string({ maxLength: 1000 }))),
          icon: optional(nullable(string({ maxLength: 100 }))),
        }),
        { maxItems: 1000 },
      ),
    ),
    dependencies: optional(
      array(
        object({
          feature: name,
          dependencies: array(
            object({
              feature: name,
              enabled: optional(boolean()),
              variants: optional(array(string({ maxLength: 100 }), { maxItems: 100 })),
            }),
            { maxItems: 100 },
          ),
        }),
        { maxItems: 1000 },
      ),
    ),
  }),
);

export type ExportResult = Infer<typeof exportResultSchema>;
export type ExportedStrategy = NonNullable<ExportResult['featureStrategies']>[number];

/** The strategy fields as the feature decider takes them (constraints and variants are checked there). */
export const strategyFields = (s: ExportedStrategy) => ({
  name: s.name,
  title: s.title ?? null,
  disabled: s.disabled ?? false,
  constraints: (s.constraints ?? []) as Constraint[],
  parameters: s.parameters ?? {},
  variants: (s.variants ?? []) as StrategyVariant[],
});
