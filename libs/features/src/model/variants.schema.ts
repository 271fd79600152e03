import { array, integer, named, object, oneOf, optional, string, type Infer } from '@pennant/kernel';
import { jsonPatchOperationSchema } from '@pennant/strategy-definitions/model';
import { variantPayloadSchema } from '@pennant/strategy-definitions/model';

/** The spec's environment-level variant. */
export const environmentVariantSchema = named(
  'environmentVariantSchema',
  object({
    name: string({ minLength: 1, maxLength: 255 }),
    weight: integer({ min: 0, max: 1000 }),
    weightType: optional(oneOf(['variable', 'fix'] as const)),
    stickiness: optional(string({ maxLength: 100 })),
    payload: optional(variantPayloadSchema),
    overrides: optional(
      array(
        object({ contextName: string({ minLength: 1, maxLength: 100 }), values: array(string({ maxLength: 1000 }), { maxItems: 1000 }) }),
        { maxItems: 100 },
      ),
    ),
  }),
);

/** Body of `PUT .../variants` (env or legacy). */
export const variantsSchema = named('variantsSchema', array(environmentVariantSchema, { maxItems: 100 }));

/** Body of `PATCH .../variants`: an RFC 6902 JSON patch on the variant list. */
export const variantsPatchSchema = named('patchVariantsSchema', array(jsonPatchOperationSchema, { maxItems: 1000 }));

/** Body of `PUT .../variants-batch`. */
export const variantsBatchSchema = named(
  'pushVariantsSchema',
  object({
    variants: variantsSchema,
    environments: array(string({ minLength: 1, maxLength: 100 }), { maxItems: 100 }),
  }),
);

export type VariantsBody = Infer<typeof variantsSchema>;
