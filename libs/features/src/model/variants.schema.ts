import type { JsonValue } from '@pennant/events';
import { array, integer, object, oneOf, optional, string, type Infer, type Schema } from '@pennant/platform';

/** Any JSON value (the `value` of a JSON patch operation). */
function jsonValue(): Schema<JsonValue> {
  return {
    json: {},
    parse(value, path, problems) {
      if (value === undefined) return void problems.push({ path, message: `${path} must be a JSON value` });
      return value as JsonValue;
    },
  };
}

/** The spec's environment-level variant. */
export const environmentVariantSchema = object({
  name: string({ minLength: 1, maxLength: 255 }),
  weight: integer({ min: 0, max: 1000 }),
  weightType: optional(oneOf(['variable', 'fix'] as const)),
  stickiness: optional(string({ maxLength: 100 })),
  payload: optional(object({ type: oneOf(['json', 'csv', 'string', 'number'] as const), value: string({ maxLength: 10000 }) })),
  overrides: optional(
    array(
      object({ contextName: string({ minLength: 1, maxLength: 100 }), values: array(string({ maxLength: 1000 }), { maxItems: 1000 }) }),
      { maxItems: 100 },
    ),
  ),
});

/** Body of `PUT .../variants` (env or legacy). */
export const variantsSchema = array(environmentVariantSchema, { maxItems: 100 });

/** Body of `PATCH .../variants`: an RFC 6902 JSON patch on the variant list. */
export const variantsPatchSchema = array(
  object({
    op: oneOf(['add', 'remove', 'replace', 'move', 'copy', 'test'] as const),
    path: string({ maxLength: 1000 }),
    value: optional(jsonValue()),
    from: optional(string({ maxLength: 1000 })),
  }),
  { maxItems: 1000 },
);

/** Body of `PUT .../variants-batch`. */
export const variantsBatchSchema = object({
  variants: variantsSchema,
  environments: array(string({ minLength: 1, maxLength: 100 }), { maxItems: 100 }),
});

export type VariantsBody = Infer<typeof variantsSchema>;
