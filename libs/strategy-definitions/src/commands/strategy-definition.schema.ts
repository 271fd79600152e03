import type { StrategyParameterDefinition } from '@pennant/events';
import { array, boolean, named, nullable, object, oneOf, optional, string, type Infer, type Schema } from '@pennant/platform';

/** URL-safe: the name must equal its own URI encoding, and not be "." or ".." (Unleash's nameType). */
export const strategyNameSchema = string({
  minLength: 1,
  maxLength: 100,
  pattern: /^(?!\.{1,2}$)[A-Za-z0-9\-._~]+$/,
  patternHint: 'must be URL-friendly (letters, digits, "-", ".", "_", "~"), not "." or ".."',
});

export const PARAMETER_TYPES = ['string', 'percentage', 'list', 'number', 'boolean'] as const;

const parameterSchema = named(
  'createStrategyParameterSchema',
  object({
    name: string({ minLength: 1, maxLength: 100 }),
    type: oneOf(PARAMETER_TYPES),
    description: optional(nullable(string({ maxLength: 1000 }))),
    required: optional(boolean()),
  }),
);

/** Parameters with unique names; `description` defaults to "" and `required` to false. */
const parametersSchema: Schema<StrategyParameterDefinition[]> = (() => {
  const inner = array(parameterSchema, { maxItems: 100 });
  return {
    json: inner.json,
    parse(value, path, problems) {
      const parsed = inner.parse(value, path, problems);
      if (!parsed) return undefined;
      const before = problems.length;
      parsed.forEach((p, i) => {
        if (parsed.findIndex((q) => q.name === p.name) < i)
          problems.push({ path: `${path}[${i}].name`, message: `${path}[${i}].name "${p.name}" is a duplicate` });
      });
      if (problems.length > before) return undefined;
      return parsed.map((p) => ({ name: p.name, type: p.type, description: p.description ?? '', required: p.required ?? false }));
    },
  };
})();

const fields = {
  title: optional(nullable(string({ maxLength: 255 }))),
  description: optional(nullable(string({ maxLength: 1000 }))),
  parameters: optional(parametersSchema),
};

/** POST /api/admin/strategies (Unleash's createStrategySchema; `editable` is accepted and ignored). */
export const createStrategySchema = named(
  'createStrategySchema',
  object({
    name: strategyNameSchema,
    ...fields,
    editable: optional(boolean()),
    deprecated: optional(boolean()),
  }),
);
export type CreateStrategyBody = Infer<typeof createStrategySchema>;

/** PUT /api/admin/strategies/{name}: absent fields are kept; `name`, if sent, must be the path's. */
export const updateStrategySchema = named(
  'updateStrategySchema',
  object({ name: optional(string({ minLength: 1, maxLength: 100 })), ...fields }),
);
export type UpdateStrategyBody = Infer<typeof updateStrategySchema>;
