import { array, constant, integer, named, object, oneOf, optional, string, type Infer } from '@pennant/platform';
import { variantPayloadAnswer } from '@pennant/strategy-definitions/model';

/** A flag's variant in an environment (Unleash's variantSchema). */
export const variantResponseSchema = named(
  'variantSchema',
  object(
    {
      name: string(),
      weight: integer({ min: 0, max: 1000 }),
      weightType: optional(oneOf(['variable', 'fix'] as const)),
      stickiness: optional(string()),
      payload: optional(variantPayloadAnswer),
      overrides: optional(array(object({ contextName: string(), values: array(string(), { maxItems: 10000 }) }, { strict: true }))),
    },
    { strict: true },
  ),
);

/** The variants after a write (Unleash's featureVariantsSchema). */
export const featureVariantsResponseSchema = named(
  'featureVariantsSchema',
  object({ version: constant(1), variants: array(variantResponseSchema) }, { strict: true }),
);

export type FeatureVariantsResponse = Infer<typeof featureVariantsResponseSchema>;
