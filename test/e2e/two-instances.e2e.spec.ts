import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@pennant/platform';
import { createApp } from '../../apps/admin-api/src/create-app';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';

/**
 * Two API processes on one database (a scaled-out deployment). Each caches folded stream states
 * and decides a command on its cache without reading the stream first; these tests prove that a
 * state changed by the other instance is never acted on: conflicts are retried on a fresh read,
 * and outcomes that append nothing (no change, or a refusal) are decided again on a fresh read.
 */
let a: TestApp;
let b: NestFastifyApplication;

beforeAll(async () => {
  a = await createTestApp();
  b = await createApp(loadConfig({ INIT_ADMIN_API_TOKENS: ADMIN_TOKEN, LOG_LEVEL: 'error' }), a.db.url);
});

afterAll(async () => {
  await b.close();
  await a.close();
});

const base = '/api/admin/projects/default/features';

async function onB(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<{ status: number; body: { stale?: boolean; name?: string; description?: string } }> {
  const res = await b.inject({
    method,
    url,
    headers: { authorization: ADMIN_TOKEN, ...(body ? { 'content-type': 'application/json' } : {}) },
    payload: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}

async function streamVersions(name: string): Promise<number[]> {
  const { rows } = await a.sql.query<{ stream_version: number }>(
    `SELECT stream_version FROM es_events WHERE stream_id = $1 ORDER BY position`,
    [`feature-${name}`],
  );
  return rows.map((r) => r.stream_version);
}

it('a change made through the other instance is seen before deciding (conflict → fresh read)', async () => {
  expect((await a.post(base, { name: 'shared-1' })).status).toBe(201);
  expect((await a.put(`${base}/shared-1`, { description: 'from a' })).status).toBe(200); // a caches the stream
  expect((await onB('PUT', `${base}/shared-1`, { stale: true })).status).toBe(200);
  // a's cache says stale=false: flipping to true would be a no-op there, but b already did it.
  const res = await a.put(`${base}/shared-1`, { stale: false, description: 'again from a' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ stale: false, description: 'again from a' });
  const types = (await a.sql.query(`SELECT type FROM es_events WHERE stream_id = $1 ORDER BY position`, ['feature-shared-1'])).rows.map(
    (r) => r.type,
  );
  expect(types.filter((t) => t.startsWith('feature-stale'))).toEqual(['feature-stale-on', 'feature-stale-off']);
});

it('a no-change answer is not taken from a stale cache', async () => {
  expect((await a.post(base, { name: 'shared-2' })).status).toBe(201);
  expect((await a.put(`${base}/shared-2`, { stale: true })).status).toBe(200);
  expect((await onB('PUT', `${base}/shared-2`, { stale: false })).status).toBe(200);
  // On a's cache `stale: true` changes nothing; on the log it must turn stale back on.
  const res = await a.put(`${base}/shared-2`, { stale: true });
  expect(res.status).toBe(200);
  expect(res.body.stale).toBe(true);
  const stale = (
    await a.sql.query(`SELECT type FROM es_events WHERE stream_id = $1 AND type LIKE 'feature-stale%' ORDER BY position`, [
      'feature-shared-2',
    ])
  ).rows.map((r) => r.type);
  expect(stale).toEqual(['feature-stale-on', 'feature-stale-off', 'feature-stale-on']);
});

it('a refusal is not taken from a stale cache (created elsewhere → 409, not a second create)', async () => {
  // a caches "no such stream" for shared-3 by failing to update it.
  expect((await a.put(`${base}/shared-3`, { stale: true })).status).toBe(404);
  expect((await onB('POST', base, { name: 'shared-3' })).status).toBe(201);
  // a's cache says the feature does not exist: its PUT must still find it.
  const res = await a.put(`${base}/shared-3`, { stale: true });
  expect(res.status).toBe(200);
  expect(res.body.stale).toBe(true);
  expect((await a.post(base, { name: 'shared-3' })).status).toBe(409);
  const versions = await streamVersions('shared-3');
  expect(versions).toEqual(versions.map((_, i) => i + 1));
});
