import { array, boolean, dateTime, integer, named, nullable, object, optional, string, type Infer } from '@pennant/platform';

/** A context field as the admin API shows it (Unleash's contextFieldSchema); the OpenAPI document shows this schema (ADR 0050). */
export const contextFieldAnswer = named(
  'contextFieldSchema',
  object(
    {
      name: string(),
      description: string(),
      stickiness: boolean(),
      sortOrder: integer(),
      /** `null` for a built-in field. */
      createdAt: nullable(dateTime()),
      /** Active flags / their projects with a strategy constraint on this field. */
      usedInFeatures: integer({ min: 0 }),
      usedInProjects: integer({ min: 0 }),
      legalValues: array(object({ value: string(), description: optional(string()) }, { strict: true }), { maxItems: 10000 }),
    },
    { strict: true },
  ),
);

export type ContextFieldResponse = Infer<typeof contextFieldAnswer>;

export const contextFieldsAnswer = named('contextFieldsSchema', array(contextFieldAnswer, { maxItems: 10000 }));
