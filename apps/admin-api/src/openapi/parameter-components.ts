import type { JsonSchema } from '@pennant/platform';

/** One parameter object as OpenAPI writes it (`in` path, query or header). */
export interface ParameterObject {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export type ParameterOrRef = ParameterObject | { $ref: string };

/** The component name of a parameter: `ProjectId` for path `projectId`, `ProjectQuery` / `ProjectListQuery` for query `project`. */
function componentName(parameter: ParameterObject): string {
  const base = parameter.name.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase());
  const pascal = base.charAt(0).toUpperCase() + base.slice(1);
  if (parameter.in === 'path') return pascal;
  const list = parameter.schema.type === 'array' ? 'List' : '';
  return `${pascal}${list}${parameter.in === 'query' ? 'Query' : 'Header'}`;
}

/** What makes two parameter objects the same declaration: everything (name, place, schema, description). */
const keyOf = (parameter: ParameterObject) => JSON.stringify(parameter);

/**
 * The document's `components.parameters` (ADR 0063): a parameter that two or more operations
 * take alike (same name, place, schema and description: `projectId` in the path of ~100 routes)
 * is declared once and each operation refers to it (`$ref`); a parameter of one operation stays
 * inline. Two different parameters that would take one component name stop the generator.
 */
export class ParameterComponents {
  private readonly uses = new Map<string, number>();
  private readonly declared: Record<string, ParameterObject>;

  /** `declared`: components referred to wherever they occur, even once (IdempotencyKey). */
  constructor(declared: Record<string, ParameterObject> = {}) {
    this.declared = { ...declared };
  }

  /** Counts a use of `parameter` (call for every parameter of every operation before `refer`). */
  count(parameter: ParameterObject): void {
    const key = keyOf(parameter);
    this.uses.set(key, (this.uses.get(key) ?? 0) + 1);
  }

  /** A `$ref` to the component of `parameter` if it is declared up front or several operations take it, else `parameter` itself. */
  refer(parameter: ParameterObject): ParameterOrRef {
    const key = keyOf(parameter);
    const predeclared = Object.entries(this.declared).find(([, p]) => keyOf(p) === key);
    if (predeclared) return { $ref: `#/components/parameters/${predeclared[0]}` };
    if ((this.uses.get(key) ?? 0) < 2) return parameter;
    const name = componentName(parameter);
    const existing = this.declared[name];
    if (existing && keyOf(existing) !== keyOf(parameter))
      throw new Error(`two different parameters would be components.parameters.${name}:\n${keyOf(existing)}\n${keyOf(parameter)}`);
    this.declared[name] = parameter;
    return { $ref: `#/components/parameters/${name}` };
  }

  /** The components, by name. */
  all(): Record<string, ParameterObject> {
    return Object.fromEntries(Object.entries(this.declared).sort(([a], [b]) => a.localeCompare(b)));
  }
}
