import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Readable } from 'node:stream';
import { Pool } from 'pg';
import { loadConfig } from '@pennant/platform';
import { createApp } from '../../apps/admin-api/src/create-app';
import { exportEvents, importEvents, verifyHashChain } from '@pennant/event-store';
import { eventually } from '../support/eventually';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The backup and restore procedure of docs/operations.md: export the log → a fresh database →
 * import → start the service, whose projections rebuild every read model from the log → the API
 * answers exactly as the original did, and the hash chain still verifies.
 */
let origin: TestApp;
let target: TestDatabase;
let targetPool: Pool;
let restored: NestFastifyApplication | null = null;

const base = '/api/admin/projects/default/features';

const READS = [
  '/api/admin/events',
  '/api/admin/events?project=default',
  '/api/admin/events/backup-a',
  '/api/admin/search/features?limit=100&sortBy=name',
  '/api/admin/search/features?archived=IS:true&sortBy=name',
  '/api/admin/projects',
  '/api/admin/segments',
  `${base}/backup-a`,
  `${base}/backup-b`,
  '/api/admin/archive/features',
];

async function answers(get: (url: string) => Promise<{ status: number; body: unknown }>): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const url of READS) out[url] = await get(url);
  return out;
}

beforeAll(async () => {
  origin = await createTestApp();
  target = await createTestDatabase();
  targetPool = new Pool({ connectionString: target.url, max: 2 });
  // The databases are dropped WITH (FORCE) at the end; an idle test connection cut then is expected.
  targetPool.on('error', () => undefined);
});

afterAll(async () => {
  await restored?.close();
  await targetPool.end();
  await target.drop();
  await origin.close();
});

it('export → import into a fresh database → rebuilt read models answer identically', async () => {
  expect((await origin.post('/api/admin/projects', { id: 'backup-project', name: 'Backup' })).status).toBeLessThan(300);
  expect(
    (
      await origin.post('/api/admin/segments', {
        name: 'beta-users',
        constraints: [{ contextName: 'userId', operator: 'IN', values: ['1', '2'] }],
      })
    ).status,
  ).toBe(201);
  for (const name of ['backup-a', 'backup-b', 'backup-c'])
    expect((await origin.post(base, { name, description: `about ${name}` })).status).toBe(201);
  expect(
    (
      await origin.post(`${base}/backup-a/environments/development/strategies`, {
        name: 'flexibleRollout',
        parameters: { rollout: '30', stickiness: 'default', groupId: 'backup-a' },
      })
    ).status,
  ).toBe(200);
  expect((await origin.post(`${base}/backup-a/environments/development/on`)).status).toBe(200);
  expect((await origin.put(`${base}/backup-b`, { stale: true, description: 'changed' })).status).toBe(200);
  expect((await origin.put(`${base}/backup-c`, { archived: true })).status).toBe(200);

  const before = await answers(async (url) => {
    const { status, body } = await origin.get(url);
    return { status, body };
  });
  const lines: string[] = [];
  const exported = await exportEvents(
    origin.sql,
    {},
    (line) => {
      lines.push(line);
    },
    7,
  ); // small batches: the export is streamed, not loaded at once
  expect(exported).toBe(await origin.eventCount());

  expect(await importEvents(targetPool, Readable.from(lines), 5)).toBe(exported);
  const verified = await verifyHashChain(targetPool);
  const originChain = await verifyHashChain(origin.sql);
  expect(verified).toEqual(originChain);
  expect(verified.ok).toBe(true);

  restored = await createApp(loadConfig({ INIT_ADMIN_API_TOKENS: ADMIN_TOKEN, LOG_LEVEL: 'error' }), target.url);
  const get = async (url: string) => {
    const res = await (restored as NestFastifyApplication).inject({ method: 'GET', url, headers: { authorization: ADMIN_TOKEN } });
    return { status: res.statusCode, body: JSON.parse(res.body) as unknown };
  };
  // The projections rebuild in the background from position 0; wait until every answer settles.
  await eventually(
    async () => {
      expect(await answers(get)).toEqual(before);
      return true;
    },
    { timeoutMs: 15_000, intervalMs: 100, what: 'the restored answers' },
  );
  // The restored store goes on appending after the restored positions, still chained.
  expect(
    (
      await (restored as NestFastifyApplication).inject({
        method: 'POST',
        url: base,
        headers: { authorization: ADMIN_TOKEN, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'after-restore' }),
      })
    ).statusCode,
  ).toBe(201);
  const chain = await verifyHashChain(targetPool);
  expect(chain.ok).toBe(true);
  expect(chain.checked).toBe(exported + 1);
});

it('refuses to import into a store that is not empty, or a filtered or edited export', async () => {
  const lines: string[] = [];
  await exportEvents(origin.sql, {}, (line) => {
    lines.push(line);
  });
  await expect(importEvents(targetPool, Readable.from(lines))).rejects.toThrow(/not empty/);

  const empty = await createTestDatabase();
  const pool = new Pool({ connectionString: empty.url, max: 1 });
  pool.on('error', () => undefined);
  try {
    const edited = lines.map((l) => l.replace('"about backup-a"', '"about someone else"'));
    const editedLine = edited.findIndex((l, i) => l !== lines[i]);
    expect(editedLine).toBeGreaterThanOrEqual(0);
    await expect(importEvents(pool, Readable.from(edited))).rejects.toThrow(/does not chain/);
    const filtered = lines.filter((_, i) => i !== 1);
    await expect(importEvents(pool, Readable.from(filtered))).rejects.toThrow(/does not chain/);
    expect(Number((await pool.query('SELECT count(*) AS n FROM es_events')).rows[0].n)).toBe(0);
  } finally {
    await pool.end();
    await empty.drop();
  }
});

describe('GET /api/admin/events/export (operators without a shell)', () => {
  it('streams the same NDJSON as `pennant events export`, filters like it, and imports into an empty store', async () => {
    const lines: string[] = [];
    await exportEvents(origin.sql, {}, (line) => {
      lines.push(line);
    });
    const res = await origin.app.inject({ method: 'GET', url: '/api/admin/events/export', headers: { authorization: ADMIN_TOKEN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(res.body).toBe(lines.join(''));

    const featureCreated = await origin.app.inject({
      method: 'GET',
      url: '/api/admin/events/export?type=feature-created&project=default&from=3',
      headers: { authorization: ADMIN_TOKEN },
    });
    const filtered = featureCreated.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; position: number });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((e) => e.type === 'feature-created' && e.position > 3)).toBe(true);

    const empty = await createTestDatabase();
    const pool = new Pool({ connectionString: empty.url, max: 1 });
    pool.on('error', () => undefined);
    try {
      expect(await importEvents(pool, Readable.from([res.body]))).toBe(lines.length);
      expect((await verifyHashChain(pool)).ok).toBe(true);
    } finally {
      await pool.end();
      await empty.drop();
    }
  });

  it('is for admins only and refuses bad filters with 400', async () => {
    const editor = await origin.post('/api/admin/user-admin', { email: 'exporter@example.com', name: 'Exporter', rootRole: 'editor' });
    expect(editor.status).toBe(201);
    const pat = await origin.post(`/api/admin/user-admin/${editor.body.id}/tokens`, {
      description: 'export',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(pat.status).toBe(201);
    const denied = await origin.get('/api/admin/events/export', { token: pat.body.secret });
    expect({ status: denied.status, name: (denied.body as { name: string }).name }).toEqual({ status: 403, name: 'NoAccessError' });
    expect((await origin.get('/api/admin/events/export', { token: null })).status).toBe(401);
    for (const query of ['from=yesterday', 'to=2026-13-45', 'type=not-a-type', 'project=a%20b', 'from=1&from=2']) {
      const res = await origin.get(`/api/admin/events/export?${query}`);
      expect({ query, status: res.status, name: (res.body as { name: string }).name }).toEqual({
        query,
        status: 400,
        name: 'BadDataError',
      });
    }
  });
});
