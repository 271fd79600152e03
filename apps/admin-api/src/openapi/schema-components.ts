import type { JsonSchema } from '@pennant/platform';

/** A component's name: the spec's and Unleash's style (`featureSchema`, `updateFeatureSchema`). */
const COMPONENT_NAME = /^[a-z][a-zA-Z0-9]*Schema$/;

/** The keywords of a JSON Schema (OpenAPI 3.0 subset) whose values are schemas, maps of schemas or lists of schemas. */
const ONE = ['items', 'additionalProperties', 'not'] as const;
const MAP = ['properties'] as const;
const LIST = ['oneOf', 'anyOf', 'allOf'] as const;

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `f` applied to every direct sub-schema of `schema` (a copy; the argument is not changed). */
export function mapSubSchemas(schema: JsonSchema, f: (sub: JsonSchema) => JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  for (const key of ONE) if (isSchema(schema[key])) out[key] = f(schema[key]);
  for (const key of MAP)
    if (isSchema(schema[key])) out[key] = Object.fromEntries(Object.entries(schema[key]).map(([k, v]) => [k, isSchema(v) ? f(v) : v]));
  for (const key of LIST) if (Array.isArray(schema[key])) out[key] = (schema[key] as unknown[]).map((v) => (isSchema(v) ? f(v) : v));
  return out;
}

/** Every direct sub-schema of `schema`. */
export function subSchemas(schema: JsonSchema): JsonSchema[] {
  const found: JsonSchema[] = [];
  mapSubSchemas(schema, (sub) => (found.push(sub), sub));
  return found;
}

/**
 * The document's `components.schemas` (ADR 0063). A schema is named where it is declared —
 * `named('updateFeatureSchema', object({…}))` sets its `title` — and the same object validates
 * the input (or types the answer) and documents it. Wherever a named schema occurs, in a request
 * body, a query parameter, an answer or inside another schema, the document holds it once, under
 * its name, and refers to it (`$ref`). Two different schemas under one name stop the generator.
 */
export class SchemaComponents {
  private readonly schemas = new Map<string, JsonSchema>();

  /** `schema` with every named schema in it (itself included) replaced by a `$ref` to its component. */
  refer(schema: JsonSchema): JsonSchema {
    const { title: name, ...rest } = schema;
    const inner = mapSubSchemas(rest, (sub) => this.refer(sub));
    if (name === undefined) return inner;
    if (typeof name !== 'string' || !COMPONENT_NAME.test(name))
      throw new Error(
        `schema title ${JSON.stringify(name)} is not a component name (lowerCamelCase ending in Schema, as the spec names them)`,
      );
    const existing = this.schemas.get(name);
    if (existing && JSON.stringify(existing) !== JSON.stringify(inner))
      throw new Error(`two different schemas are named ${name}:\n${JSON.stringify(existing)}\n${JSON.stringify(inner)}`);
    this.schemas.set(name, inner);
    return { $ref: `#/components/schemas/${name}` };
  }

  /** The components, by name. */
  all(): Record<string, JsonSchema> {
    return Object.fromEntries([...this.schemas].sort(([a], [b]) => a.localeCompare(b)));
  }
}
