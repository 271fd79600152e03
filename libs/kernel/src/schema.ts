import { BadDataError, type ErrorDetail } from './errors';

/**
 * A tiny schema language: one definition gives the validator, the TypeScript type (`Infer`) and
 * the JSON Schema for the OpenAPI document. Validation collects every problem with its path.
 */
export interface Schema<T> {
  readonly json: Record<string, unknown>;
  readonly optional?: boolean;
  parse(value: unknown, path: string, problems: ErrorDetail[]): T | undefined;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type RequiredKeys<S extends Shape> = Exclude<keyof S, OptionalKeys<S>>;
export type InferObject<S extends Shape> = { [K in RequiredKeys<S>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> };

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}

export function string(opts: { minLength?: number; maxLength?: number; pattern?: RegExp; patternHint?: string } = {}): Schema<string> {
  const json: Record<string, unknown> = { type: 'string' };
  if (opts.minLength !== undefined) json.minLength = opts.minLength;
  if (opts.maxLength !== undefined) json.maxLength = opts.maxLength;
  if (opts.pattern) json.pattern = opts.pattern.source;
  // The refusal's wording, published so that a client can word its own check the same way.
  if (opts.pattern && opts.patternHint) json['x-pattern-hint'] = opts.patternHint;
  return {
    json,
    parse(value, path, problems) {
      if (typeof value !== 'string') return void problems.push({ path, message: `${path} must be a string, not ${describe(value)}` });
      if (value.includes('\u0000')) return void problems.push({ path, message: `${path} must not contain NUL characters` });
      if (opts.minLength !== undefined && value.length < opts.minLength)
        return void problems.push({ path, message: `${path} must be at least ${opts.minLength} characters long` });
      if (opts.maxLength !== undefined && value.length > opts.maxLength)
        return void problems.push({ path, message: `${path} must be at most ${opts.maxLength} characters long` });
      if (opts.pattern && !opts.pattern.test(value))
        return void problems.push({ path, message: `${path} ${opts.patternHint ?? `must match ${opts.pattern.source}`}` });
      return value;
    },
  };
}

export function boolean(): Schema<boolean> {
  return {
    json: { type: 'boolean' },
    parse(value, path, problems) {
      if (typeof value !== 'boolean') return void problems.push({ path, message: `${path} must be a boolean, not ${describe(value)}` });
      return value;
    },
  };
}

export function integer(opts: { min?: number; max?: number } = {}): Schema<number> {
  const min = opts.min ?? Number.MIN_SAFE_INTEGER;
  const max = opts.max ?? Number.MAX_SAFE_INTEGER;
  return {
    json: { type: 'integer', minimum: min, maximum: max },
    parse(value, path, problems) {
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        return void problems.push({ path, message: `${path} must be an integer` });
      if (value < min || value > max) return void problems.push({ path, message: `${path} must be between ${min} and ${max}` });
      return value;
    },
  };
}

export function oneOf<const V extends readonly string[]>(values: V): Schema<V[number]> {
  return {
    json: { type: 'string', enum: [...values] },
    parse(value, path, problems) {
      if (typeof value !== 'string' || !values.includes(value))
        return void problems.push({ path, message: `${path} must be one of ${values.join(', ')}` });
      return value as V[number];
    },
  };
}

/**
 * Names a schema as the spec and Unleash name it (`updateFeatureSchema`, `featureSchema`): the
 * OpenAPI document holds it once, as `components.schemas.<name>`, and refers to it (`$ref`) from
 * every request body, answer, parameter or other schema it occurs in (ADR 0063). The schema is
 * unchanged otherwise: it still validates, types and documents.
 */
export function named<S extends Schema<unknown>>(name: string, schema: S): S {
  if (!/^[a-z][a-zA-Z0-9]*Schema$/.test(name)) throw new Error(`schema name ${name} must be lowerCamelCase ending in Schema`);
  return { ...schema, json: { ...schema.json, title: name } };
}

export function optional<T>(inner: Schema<T>): Schema<T> & { optional: true } {
  return { ...inner, optional: true, parse: (v, p, problems) => (v === undefined ? undefined : inner.parse(v, p, problems)) };
}

export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  // OpenAPI 3.0.3: `nullable` does not widen an `enum`, so null joins its values.
  const json = Array.isArray(inner.json.enum) ? { ...inner.json, enum: [...(inner.json.enum as unknown[]), null] } : inner.json;
  return { json: { ...json, nullable: true }, parse: (v, p, problems) => (v === null ? null : inner.parse(v, p, problems)) };
}

export function array<T>(item: Schema<T>, opts: { maxItems?: number } = {}): Schema<T[]> {
  const maxItems = opts.maxItems ?? 1000;
  return {
    json: { type: 'array', items: item.json, maxItems },
    parse(value, path, problems) {
      if (!Array.isArray(value)) return void problems.push({ path, message: `${path} must be an array, not ${describe(value)}` });
      if (value.length > maxItems) return void problems.push({ path, message: `${path} must have at most ${maxItems} items` });
      const before = problems.length;
      const out = value.map((v, i) => item.parse(v, `${path}[${i}]`, problems));
      return problems.length === before ? (out as T[]) : undefined;
    },
  };
}

/** Unknown properties are ignored (as Unleash's schemas do) but never copied into the result. */
/** A JSON object with arbitrary keys, every value validated by `value`. */
export function record<T>(value: Schema<T>, opts: { maxKeys: number; key: Schema<string> }): Schema<Record<string, T>> {
  return {
    json: { type: 'object', additionalProperties: value.json, maxProperties: opts.maxKeys },
    parse(input, path, problems) {
      if (typeof input !== 'object' || input === null || Array.isArray(input))
        return void problems.push({ path, message: `${path} must be an object` });
      const entries = Object.entries(input as Record<string, unknown>);
      if (entries.length > opts.maxKeys)
        return void problems.push({ path, message: `${path} must have at most ${opts.maxKeys} properties` });
      const before = problems.length;
      const out: Record<string, T> = {};
      for (const [k, v] of entries) {
        opts.key.parse(k, `${path} (a key)`, problems);
        const parsed = value.parse(v, `${path}.${k}`, problems);
        if (parsed !== undefined) out[k] = parsed;
      }
      return problems.length === before ? out : undefined;
    },
  };
}

export function object<S extends Shape>(shape: S, opts: { strict?: boolean } = {}): Schema<InferObject<S>> {
  const required = Object.entries(shape)
    .filter(([, s]) => !s.optional)
    .map(([k]) => k);
  const properties = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, s.json]));
  return {
    json: { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: !opts.strict },
    parse(value, path, problems) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return void problems.push({ path, message: `${path} must be an object, not ${describe(value)}` });
      }
      const input = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      const before = problems.length;
      for (const [key, schema] of Object.entries(shape)) {
        const has = Object.prototype.hasOwnProperty.call(input, key);
        if (!has && !schema.optional) {
          problems.push({ path: `${path}.${key}`, message: `${path}.${key} is required` });
          continue;
        }
        if (!has) continue;
        const parsed = schema.parse(input[key], `${path}.${key}`, problems);
        if (parsed !== undefined) out[key] = parsed;
      }
      if (opts.strict) {
        for (const key of Object.keys(input)) {
          if (!Object.prototype.hasOwnProperty.call(shape, key))
            problems.push({ path: `${path}.${key}`, message: `${path}.${key} is not allowed` });
        }
      }
      return problems.length === before ? (out as InferObject<S>) : undefined;
    },
  };
}

/** Validates a request body (or any value); throws BadDataError listing every problem. */
export function validate<T>(schema: Schema<T>, value: unknown, root = 'body'): T {
  // No body at all (none sent, or an empty one): say so, rather than "body must be an object, not undefined".
  if (value === undefined && root === 'body' && !schema.optional)
    throw new BadDataError(
      'Request validation failed: the request has no body; this route needs a JSON body (Content-Type: application/json).',
      [{ path: 'body', message: 'body is required' }],
    );
  const problems: ErrorDetail[] = [];
  const parsed = schema.parse(value, root, problems);
  if (problems.length > 0 || parsed === undefined) {
    const first = problems[0]?.message ?? `${root} is invalid`;
    throw new BadDataError(
      `Request validation failed: your request body or params contain invalid data: ${first}`,
      problems.length ? problems : [{ message: first }],
    );
  }
  return parsed;
}

/** One of `options` (`oneOf`; e.g. a union tagged by a `constant` field). The value is the first option it parses as. */
export function union<const O extends readonly Schema<unknown>[]>(options: O): Schema<Infer<O[number]>> {
  return {
    json: { oneOf: options.map((o) => o.json) },
    parse(value, path, problems) {
      for (const option of options) {
        const tried: ErrorDetail[] = [];
        const parsed = option.parse(value, path, tried);
        if (tried.length === 0) return parsed as Infer<O[number]>;
      }
      return void problems.push({ path, message: `${path} matches none of its ${options.length} forms` });
    },
  };
}
