import { integer, object, optional, string, validate } from '@pennant/platform';

export { idParam } from '@pennant/platform';

const digits = string({ maxLength: 10, pattern: /^\d+$/, patternHint: 'must be a non-negative integer' });
const pageSchema = object({ limit: optional(digits), offset: optional(digits) });
const limitSchema = integer({ min: 1, max: 1000 });

/** `?limit=&offset=`: limit 1–1000 (default 50), offset ≥ 0 (default 0). */
export function pageParams(query: unknown): { limit: number; offset: number } {
  const page = validate(pageSchema, query ?? {}, 'query');
  const limit = validate(limitSchema, page.limit === undefined ? 50 : Number(page.limit), 'query.limit');
  const offset = validate(integer({ min: 0, max: 2147483647 }), page.offset === undefined ? 0 : Number(page.offset), 'query.offset');
  return { limit, offset };
}
