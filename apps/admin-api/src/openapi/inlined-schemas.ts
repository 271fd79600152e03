import type { JsonSchema } from '@pennant/platform';
import { subSchemas } from './schema-components';

/** A schema written out more than once in a document, and where (`post /api/x body`, `#/components/schemas/y`). */
export interface InlinedSchema {
  schema: JsonSchema;
  places: string[];
}

type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type Operation = {
  parameters?: { name?: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

const UNIONS = ['oneOf', 'anyOf', 'allOf'] as const;

/**
 * A data shape: an object schema with properties, or a union with such a member (or a reference).
 * Field types (strings, numbers, enums and unions of them) are not shapes: they may repeat.
 */
function isShape(schema: JsonSchema): boolean {
  const member = (s: unknown) =>
    typeof s === 'object' && s !== null && ('$ref' in s || Object.keys((s as JsonSchema).properties ?? {}).length > 0);
  if (member(schema) && !('$ref' in schema)) return true;
  return UNIONS.some((k) => Array.isArray(schema[k]) && (schema[k] as unknown[]).some(member));
}

/**
 * Every data shape that the document writes out in more than one place instead of declaring it
 * once in `components.schemas` and referring to it (ADR 0063): operations' bodies, parameters and
 * answers and the components themselves are searched (references are not followed). A shape
 * inside a reported one is not reported again.
 */
export function inlinedSchemas(document: Document): InlinedSchema[] {
  const seen = new Map<string, InlinedSchema>();
  const visit = (schema: JsonSchema | undefined, place: string) => {
    if (!schema || typeof schema.$ref === 'string') return;
    if (isShape(schema)) {
      const key = JSON.stringify(schema);
      const entry = seen.get(key) ?? { schema, places: [] };
      entry.places.push(place);
      seen.set(key, entry);
    }
    subSchemas(schema).forEach((sub, i) => visit(sub, `${place}/${i}`));
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const at = `${method} ${path}`;
      for (const p of operation.parameters ?? []) visit(p.schema, `${at} parameter ${p.name}`);
      for (const [type, c] of Object.entries(operation.requestBody?.content ?? {})) visit(c.schema, `${at} body ${type}`);
      for (const [status, r] of Object.entries(operation.responses ?? {}))
        for (const [type, c] of Object.entries(r.content ?? {})) visit(c.schema, `${at} ${status} ${type}`);
    }
  }
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) visit(schema, `#/components/schemas/${name}`);
  // Two components alike under two names are two declarations, each written once (a name carries
  // meaning: `batchFeaturesSchema`, `bulkToggleFeaturesSchema`); a shape written out inside an
  // operation or another component, where a component already declares it or it occurs again, is not.
  const isComponent = (place: string) => /^#\/components\/schemas\/[^/]+$/.test(place);
  const repeated = [...seen.values()].filter((e) => e.places.length > 1 && !e.places.every(isComponent));
  // Outermost first: a repeated shape whose every place lies inside a reported one is its part.
  repeated.sort((a, b) => JSON.stringify(b.schema).length - JSON.stringify(a.schema).length);
  const reported: InlinedSchema[] = [];
  for (const entry of repeated) {
    const inside = (place: string) => reported.some((r) => r.places.some((outer) => place.startsWith(`${outer}/`)));
    if (!entry.places.every(inside)) reported.push(entry);
  }
  return reported;
}
