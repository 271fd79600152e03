import type { Schema } from '@pennant/kernel';

/**
 * Combinators that only answers need (ADR 0050): the OpenAPI document describes what a route
 * sends, with the same `Schema` objects (and `Infer` types) the handler returns. Their `parse`
 * accepts what their JSON Schema accepts; the tests prove answers with the JSON Schema.
 */

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : typeof value;
}

/** Any JSON number (not only integers): metrics, ratios. */
export function number(): Schema<number> {
  return {
    json: { type: 'number' },
    parse(value, path, problems) {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return void problems.push({ path, message: `${path} must be a number, not ${kindOf(value)}` });
      return value;
    },
  };
}

/** An ISO 8601 date-time string (as `Date.toISOString()` writes it). */
export function dateTime(): Schema<string> {
  return {
    json: { type: 'string', format: 'date-time' },
    parse(value, path, problems) {
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
        return void problems.push({ path, message: `${path} must be a date-time string` });
      return value;
    },
  };
}

/** Data the caller chose (event data, strategy parameters, imported documents): any JSON object. */
export function anyObject(description?: string): Schema<object> {
  return {
    json: { type: 'object', additionalProperties: true, ...(description ? { description } : {}) },
    parse(value, path, problems) {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return void problems.push({ path, message: `${path} must be an object, not ${kindOf(value)}` });
      return value as object;
    },
  };
}

/** Any JSON value (a change request's payload, a signal's body). */
export function anyValue(description?: string): Schema<unknown> {
  return { json: description ? { description } : {}, parse: (value) => value };
}

/** One of several schemas (the first that accepts the value wins). */
export function anyOf<T>(...schemas: Schema<T>[]): Schema<T> {
  return {
    json: { anyOf: schemas.map((s) => s.json) },
    parse(value, path, problems) {
      for (const s of schemas) {
        const tried: typeof problems = [];
        const parsed = s.parse(value, path, tried);
        if (tried.length === 0) return parsed;
      }
      return void problems.push({ path, message: `${path} matches none of the allowed shapes` });
    },
  };
}

/** Exactly this value (`version: 1`). */
export function constant<const V extends number | string | boolean>(value: V): Schema<V> {
  const type = typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
  return {
    json: { type, enum: [value] },
    parse(input, path, problems) {
      if (input !== value) return void problems.push({ path, message: `${path} must be ${JSON.stringify(value)}` });
      return value;
    },
  };
}
