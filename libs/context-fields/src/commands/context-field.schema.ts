import type { ContextFieldLegalValue } from '@pennant/events';
import { array, boolean, integer, named, nullable, object, optional, string, type Infer, type Schema } from '@pennant/platform';

/** URL-safe: the name must equal its own URI encoding, and not be "." or ".." (Unleash's nameType). */
export const contextFieldNameSchema = string({
  minLength: 1,
  maxLength: 100,
  pattern: /^(?!\.{1,2}$)[A-Za-z0-9\-._~]+$/,
  patternHint: 'must be URL-friendly (letters, digits, "-", ".", "_", "~"), not "." or ".."',
});

const legalValueSchema = named(
  'createLegalValueSchema',
  object({ value: string({ minLength: 1, maxLength: 100 }), description: optional(string({ maxLength: 1000 })) }),
);

/** Legal values, unique by `value` (Unleash: `unique('value')`). */
const legalValuesSchema: Schema<ContextFieldLegalValue[]> = (() => {
  const inner = array(legalValueSchema, { maxItems: 1000 });
  return {
    json: inner.json,
    parse(value, path, problems) {
      const parsed = inner.parse(value, path, problems);
      if (!parsed) return undefined;
      const seen = new Set<string>();
      const before = problems.length;
      parsed.forEach((v, i) => {
        if (seen.has(v.value)) problems.push({ path: `${path}[${i}].value`, message: `${path}[${i}].value "${v.value}" is a duplicate` });
        seen.add(v.value);
      });
      return problems.length === before ? parsed : undefined;
    },
  };
})();

const fields = {
  description: optional(nullable(string({ maxLength: 1000 }))),
  legalValues: optional(legalValuesSchema),
  stickiness: optional(boolean()),
  // From 1: a JSON literal such as 1e-400 parses to 0 and must not pass as a sort order.
  sortOrder: optional(integer({ min: 1, max: 2147483647 })),
};

/** POST /api/admin/context (Unleash's createContextFieldSchema). */
export const createContextFieldSchema = named('createContextFieldSchema', object({ name: contextFieldNameSchema, ...fields }));
export type CreateContextFieldBody = Infer<typeof createContextFieldSchema>;

/** PUT /api/admin/context/{name}: absent fields are kept; `name`, if sent, must be the path's. */
export const updateContextFieldSchema = named(
  'updateContextFieldSchema',
  object({ name: optional(string({ minLength: 1, maxLength: 100 })), ...fields }),
);
export type UpdateContextFieldBody = Infer<typeof updateContextFieldSchema>;

/** POST /api/admin/context/validate (Unleash's nameSchema). */
export const validateContextFieldSchema = named('validateContextFieldSchema', object({ name: contextFieldNameSchema }));
