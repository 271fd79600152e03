import { BadDataError, integer, object, optional, string, validate } from '@pennant/platform';

/** A positive integer path parameter (ids); anything else is 400 BadDataError. */
export function idParam(value: string, name: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2147483647) {
    throw new BadDataError(`Request validation failed: your request body or params contain invalid data: params.${name} must be a positive integer`, [
      { path: `params.${name}`, message: `params.${name} must be a positive integer` },
    ]);
  }
  return Number(value);
}

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
