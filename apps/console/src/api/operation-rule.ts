/**
 * What the API publishes about each operation in docs/openapi.json and the console reuses
 * instead of restating it (ADR 0042): who may call it (`x-pennant-access`) and the JSON schema
 * of its request body. `operations.gen.ts` holds them; this file reads them.
 */
export interface JsonSchema {
  /** `#/components/schemas/<name>`: the schema of that name (operations.gen.ts' SCHEMAS). */
  $ref?: string;
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** How the API words a value that does not match `pattern`. */
  'x-pattern-hint'?: string;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  items?: JsonSchema;
  maxItems?: number;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  maxProperties?: number;
  oneOf?: readonly JsonSchema[];
}

export interface OperationRule {
  /** `public`, `user`, `signal`, `client`, `frontend`, or `permission:<NAME>` (`NONE`: any signed-in caller). */
  access: string;
  body?: JsonSchema;
}

export interface Problem {
  path: string;
  message: string;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** Named schemas by name, for `$ref`s (the API declares a schema used in several places once, ADR 0063). */
export type NamedSchemas = Readonly<Record<string, JsonSchema>>;

/** The API's own checks (libs/kernel/src/schema.ts), worded as it words them. */
export function schemaProblems(
  schema: JsonSchema,
  value: unknown,
  path: string,
  problems: Problem[] = [],
  named: NamedSchemas = {},
): Problem[] {
  if (schema.$ref !== undefined) {
    const target = named[schema.$ref.replace('#/components/schemas/', '')];
    if (!target) throw new Error(`${schema.$ref} is not among the named schemas`);
    return schemaProblems(target, value, path, problems, named);
  }
  const fail = (message: string) => void problems.push({ path, message: `${path} ${message}` });
  if (value === null && schema.nullable) return problems;
  if (schema.oneOf) {
    if (!schema.oneOf.some((option) => schemaProblems(option, value, path, [], named).length === 0))
      fail('has a value the API does not accept');
    return problems;
  }
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') fail(`must be a string, not ${describe(value)}`);
      else if (schema.enum && !schema.enum.includes(value)) fail(`must be one of ${schema.enum.join(', ')}`);
      else if (value.includes('\u0000')) fail('must not contain NUL characters');
      else if (schema.minLength !== undefined && value.length < schema.minLength)
        fail(`must be at least ${schema.minLength} characters long`);
      else if (schema.maxLength !== undefined && value.length > schema.maxLength)
        fail(`must be at most ${schema.maxLength} characters long`);
      else if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value))
        fail(schema['x-pattern-hint'] ?? `must match ${schema.pattern}`);
      break;
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || (schema.type === 'integer' && !Number.isSafeInteger(value)))
        fail(schema.type === 'integer' ? 'must be an integer' : 'must be a number');
      else if ((schema.minimum !== undefined && value < schema.minimum) || (schema.maximum !== undefined && value > schema.maximum))
        fail(`must be between ${schema.minimum} and ${schema.maximum}`);
      break;
    case 'boolean':
      if (typeof value !== 'boolean') fail(`must be a boolean, not ${describe(value)}`);
      break;
    case 'array':
      if (!Array.isArray(value)) fail(`must be an array, not ${describe(value)}`);
      else if (schema.maxItems !== undefined && value.length > schema.maxItems) fail(`must have at most ${schema.maxItems} items`);
      else if (schema.items) value.forEach((item, i) => schemaProblems(schema.items as JsonSchema, item, `${path}[${i}]`, problems, named));
      break;
    case 'object':
      objectProblems(schema, value, path, problems, named);
      break;
    default:
      break;
  }
  return problems;
}

function objectProblems(schema: JsonSchema, value: unknown, path: string, problems: Problem[], named: NamedSchemas): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push({ path, message: `${path} must be an object, not ${describe(value)}` });
    return;
  }
  const input = value as Record<string, unknown>;
  for (const key of schema.required ?? []) {
    if (!(key in input) || input[key] === undefined) problems.push({ path: `${path}.${key}`, message: `${path}.${key} is required` });
  }
  for (const [key, item] of Object.entries(input)) {
    if (item === undefined) continue;
    const known = schema.properties?.[key];
    if (known) schemaProblems(known, item, `${path}.${key}`, problems, named);
    else if (typeof schema.additionalProperties === 'object')
      schemaProblems(schema.additionalProperties, item, `${path}.${key}`, problems, named);
  }
  if (schema.maxProperties !== undefined && Object.keys(input).length > schema.maxProperties)
    problems.push({ path, message: `${path} must have at most ${schema.maxProperties} properties` });
}
