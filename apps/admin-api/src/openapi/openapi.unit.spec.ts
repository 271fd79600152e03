import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from './app-openapi';
import { SPEC_RESPONSES } from './openapi-document';

type Paths = Record<string, Record<string, { responses: Record<string, { content?: unknown }>; summary: string; security?: unknown[]; 'x-pennant-access'?: string }>>;

describe('OpenAPI document', () => {
  const generated = openApiDocument() as { paths: Paths };

  it('is committed up to date (run `npm run openapi` after changing routes or schemas)', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '../../../../docs/openapi.json'), 'utf8')) as unknown;
    expect(committed).toEqual(JSON.parse(JSON.stringify(generated)));
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
});
