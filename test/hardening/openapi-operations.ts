import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type JsonSchema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean;
  pattern?: string;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: JsonSchema;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation of the committed OpenAPI document: the bad-input suite's unit of coverage. */
export interface Operation {
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/api/admin/segments/{id}`. */
  path: string;
  params: Parameter[];
  /** The documented JSON request body schema, if the route documents one. */
  body: JsonSchema | null;
  /** POST/PUT/PATCH (the routes that may read a body). */
  acceptsBody: boolean;
  /** The success response is `text/event-stream`: an accepted request never ends by itself. */
  streams?: boolean;
}

/**
 * Every operation of docs/openapi.json (the committed, CI-diffed document). Reading the committed
 * file keeps the suite in step with the routes: a new route enters the suite when `npm run
 * openapi` adds it, and a newly documented body schema gets field-level cases at once.
 */
export function loadOperations(file = join(__dirname, '../../docs/openapi.json')): Operation[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  // Bodies, parameters and answers refer to components (ADR 0063): the cases are built from the schemas themselves.
  const doc = inlineRefs(raw, raw) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase() as HttpMethod;
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const params = ((op.parameters as Parameter[] | undefined) ?? []).map((p) => ({ name: p.name, in: p.in, schema: p.schema ?? {} }));
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
      const body = content?.['application/json']?.schema ?? null;
      const streams = Object.values((op.responses as Record<string, { content?: Record<string, unknown> }> | undefined) ?? {}).some(
        (r) => r.content?.['text/event-stream'] !== undefined,
      );
      operations.push({
        method: upper,
        path,
        params,
        body,
        acceptsBody: ['POST', 'PUT', 'PATCH'].includes(upper),
        ...(streams ? { streams } : {}),
      });
    }
  }
  return operations;
}

/** `value` with every local reference (`{"$ref": "#/components/…"}`) replaced by what it points to. */
export function inlineRefs(value: unknown, document: unknown, depth = 0): unknown {
  if (depth > 64) throw new Error('the document refers to itself in a cycle');
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, document, depth));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        document,
      );
    if (target === undefined) throw new Error(`${ref} points to nothing`);
    return inlineRefs(target, document, depth + 1);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlineRefs(v, document, depth)]));
}

export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

/** Fills a path template; values are inserted verbatim (callers percent-encode or not on purpose). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${path}`);
    return value;
  });
}
