import { CONSTRAINT_OPERATORS } from '@pennant/events';
import { array, boolean, integer, named, nullable, object, oneOf, optional, string, type Infer, type Schema } from '@pennant/kernel';
import { jsonPatchOperationSchema } from './json-patch.schema';

/*
 * The strategy document: the request bodies of POST/PUT …/strategies, and what a JSON patch
 * (PATCH …/strategies/{id}) must leave behind, which the decider checks against the current
 * strategy (so the schema lives beside the rules rather than beside one controller).
 */

/** Strategy parameters: a map of strings (numbers and booleans are accepted and stringified). */
export function parameterMap(): Schema<Record<string, string>> {
  return {
    json: { type: 'object', additionalProperties: { type: 'string' } },
    parse(value, path, problems) {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return void problems.push({ path, message: `${path} must be an object of strings` });
      const out: Record<string, string> = {};
      const before = problems.length;
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        if (typeof v === 'string') out[key] = v;
        else if (typeof v === 'number' || typeof v === 'boolean') out[key] = String(v);
        else problems.push({ path: `${path}.${key}`, message: `${path}.${key} must be a string` });
      }
      return problems.length === before ? out : undefined;
    },
  };
}

/** The spec's Constraint object (shared with segments). */
export const constraintSchema = named(
  'createConstraintSchema',
  object({
    contextName: string({ minLength: 1, maxLength: 100 }),
    operator: oneOf(CONSTRAINT_OPERATORS),
    caseInsensitive: optional(boolean()),
    inverted: optional(boolean()),
    values: optional(array(string({ maxLength: 1000 }), { maxItems: 10000 })),
    value: optional(string({ maxLength: 1000 })),
  }),
);

/** A variant's payload (strategy and environment variants). */
export const variantPayloadSchema = named(
  'createVariantPayloadSchema',
  object({ type: oneOf(['json', 'csv', 'string', 'number'] as const), value: string({ maxLength: 10000 }) }),
);

/** The spec's strategy-level variant. */
export const strategyVariantSchema = named(
  'createStrategyVariantSchema',
  object({
    name: string({ minLength: 1, maxLength: 255 }),
    weight: integer({ min: 0, max: 1000 }),
    weightType: oneOf(['variable', 'fix'] as const),
    stickiness: string({ maxLength: 100 }),
    payload: optional(variantPayloadSchema),
  }),
);

const strategyFields = {
  title: optional(nullable(string({ maxLength: 255 }))),
  disabled: optional(nullable(boolean())),
  sortOrder: optional(integer({ min: -2147483648, max: 2147483647 })),
  constraints: optional(array(constraintSchema)),
  parameters: optional(parameterMap()),
  variants: optional(array(strategyVariantSchema, { maxItems: 100 })),
  segments: optional(array(integer({ min: 1, max: 2147483647 }), { maxItems: 100 })),
};

const strategyName = string({ minLength: 1, maxLength: 255 });

/** Body of `POST .../strategies` (Unleash's createFeatureStrategySchema). */
export const createFeatureStrategySchema = named('createFeatureStrategySchema', object({ name: strategyName, ...strategyFields }));
/**
 * Body of `PUT .../strategies/{id}`, replacing as Unleash does: absent `constraints`, `variants`
 * and `parameters` become empty (flexibleRollout's defaults); absent name, title, disabled,
 * sortOrder and segments are kept.
 */
export const updateFeatureStrategySchema = named(
  'updateFeatureStrategySchema',
  object({ name: optional(strategyName), ...strategyFields }),
);

export type CreateFeatureStrategyBody = Infer<typeof createFeatureStrategySchema>;

/** What a JSON patch must leave: the strategy as GET shows it, nothing else (Unleash's featureStrategySchema, additionalProperties false). */
export const patchedStrategySchema = object(
  { id: optional(string({ maxLength: 255 })), featureName: optional(string({ maxLength: 255 })), name: strategyName, ...strategyFields },
  { strict: true },
);

/** Body of `PATCH .../strategies/{id}`: an RFC 6902 JSON patch on the strategy as GET shows it. */
export const patchFeatureStrategySchema = named('patchFeatureStrategySchema', array(jsonPatchOperationSchema, { maxItems: 1000 }));
