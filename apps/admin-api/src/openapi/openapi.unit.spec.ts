import { readFileSync, statSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { join } from 'node:path';
import { NO_BODY } from '@pennant/platform';
import { openApiDocument } from './app-openapi';
import { inlinedSchemas } from './inlined-schemas';
import { SPEC_RESPONSES } from './openapi-document';
import { UNDOCUMENTED_OPERATIONS } from './undocumented-operations';

type Paths = Record<
  string,
  Record<
    string,
    {
      responses: Record<string, { content?: unknown; description?: string }>;
      parameters?: Record<string, unknown>[];
      summary: string;
      security?: unknown[];
      'x-pennant-access'?: string;
    }
  >
>;

describe('OpenAPI document', () => {
  const generated = openApiDocument() as { paths: Paths };

  it('is committed up to date (run `npm run openapi` after changing routes or schemas)', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '../../../../docs/openapi.json'), 'utf8')) as unknown;
    expect(committed).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  it('stays within its size budget: at most a third of the 1.98 MB it was (issue 42 §3)', () => {
    // Over budget: look for what is written out again and again (a parameter, an answer, a shape)
    // and declare it once under components; do not raise the budget.
    expect(statSync(join(__dirname, '../../../../docs/openapi.json')).size).toBeLessThanOrEqual(660_000);
  });

  it('declares a parameter that several operations take alike once, in components.parameters, and refers to it', () => {
    const inline = new Map<string, string[]>();
    for (const [path, operations] of Object.entries(generated.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const parameter of operation.parameters ?? []) {
          if ('$ref' in parameter) continue;
          const key = JSON.stringify({ name: parameter.name, in: parameter.in, schema: parameter.schema });
          inline.set(key, [...(inline.get(key) ?? []), `${method} ${path}`]);
        }
    const repeated = [...inline].filter(([, places]) => places.length > 1).map(([key, places]) => `${key} at ${places.join(', ')}`);
    expect(repeated).toEqual([]);
    const parameters = (generated as unknown as { components: { parameters: Record<string, { name: string; in: string }> } }).components
      .parameters;
    expect(parameters.ProjectId).toEqual({ name: 'projectId', in: 'path', required: true, schema: { type: 'string' } });
    expect(generated.paths['/api/admin/projects/{projectId}/features/{featureName}'].get.parameters).toEqual(
      expect.arrayContaining([{ $ref: '#/components/parameters/ProjectId' }, { $ref: '#/components/parameters/FeatureName' }]),
    );
  });

  it('writes every data shape out once: a shape used in two places is a component both refer to (ADR 0063)', () => {
    // A failure names the places: give the schema a name where it is declared (`named('xSchema', …)`).
    const repeated = inlinedSchemas(generated as Parameters<typeof inlinedSchemas>[0]).map(
      (r) => `${JSON.stringify(r.schema).slice(0, 120)}… at ${r.places.join(', ')}`,
    );
    expect(repeated).toEqual([]);
  });

  it('resolves every reference, and ajv compiles every JSON body and answer through them (as the tests validate answers)', () => {
    const refs = [...JSON.stringify(generated).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(1000);
    const at = (pointer: string) => pointer.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], generated);
    expect([...new Set(refs)].filter((ref) => at(ref) === undefined)).toEqual([]);
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    ajv.addSchema(generated, 'openapi.json');
    const escape = (s: string) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'));
    let compiled = 0;
    for (const [path, operations] of Object.entries(generated.paths))
      for (const [method, operation] of Object.entries(operations as Record<string, Record<string, unknown>>)) {
        const places = [
          ...(operation.requestBody ? [['requestBody']] : []),
          ...Object.entries(operation.responses as Record<string, { content?: Record<string, unknown> }>)
            .filter(([, r]) => r.content?.['application/json'])
            .map(([status]) => ['responses', status]),
        ];
        for (const place of places) {
          const pointer = ['paths', path, method, ...place, 'content', 'application/json', 'schema'].map(escape).join('/');
          expect(() => ajv.compile({ $ref: `openapi.json#/${pointer}` })).not.toThrow();
          compiled++;
        }
      }
    expect(compiled).toBeGreaterThan(200);
  });

  it('documents every operation of the spec with its response schema', () => {
    for (const key of Object.keys(SPEC_RESPONSES)) {
      const [method, path] = key.split(' ');
      const operation = generated.paths[path]?.[method];
      expect(operation).toBeDefined();
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
      expect(success?.[1].content).toBeDefined();
    }
    expect(generated.paths['/api/signal-endpoint/{endpointName}'].post.security).toEqual([{ signalToken: [] }]);
    expect(generated.paths['/health'].get.security).toEqual([]);
    expect(generated.paths['/api/admin/events'].get['x-pennant-access']).toBe('permission:ADMIN');
    expect(generated.paths['/api/admin/segments/{id}'].delete.responses['409']).toBeDefined();
  });

  it('documents the answer of every 2xx JSON operation, but for a list that may only shrink (ADR 0050)', () => {
    const undocumented: string[] = [];
    const documented: string[] = [];
    for (const [path, operations] of Object.entries(generated.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const [status, success] = Object.entries(operation.responses).find(([s]) => s.startsWith('2')) ?? [];
        if (status === '204') continue;
        (success?.content || success?.description === NO_BODY ? documented : undocumented).push(`${method} ${path}`);
      }
    }
    // A new operation without a response schema: document it (`@ApiDoc({response})`).
    expect(undocumented.filter((op) => !UNDOCUMENTED_OPERATIONS.includes(op))).toEqual([]);
    // A listed operation that now has one (or is gone): take it off the list.
    expect(UNDOCUMENTED_OPERATIONS.filter((op) => !undocumented.includes(op))).toEqual([]);
    expect(new Set(UNDOCUMENTED_OPERATIONS).size).toBe(UNDOCUMENTED_OPERATIONS.length);
    expect(documented.length).toBeGreaterThan(0);
  });
});
