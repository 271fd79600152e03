import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@pennant/platform';
import { createApp } from '../../apps/admin-api/src/create-app';
import { eventually } from '../support/eventually';
import { streamFixture, type StreamFixture } from '../support/client-stream-fixture';
import { ADMIN_TOKEN } from '../support/test-app';

/**
 * What one node decides about credentials holds on every node within 2 s (ADR 0057): two API
 * instances on one database, each with its own credential cache and its own wake-ups. A change
 * made through A — a token deleted, a user deactivated, a role lowered, an expiry moved — is
 * refused by B, which had the credential cached, within the bound; B's open SDK stream ends too.
 * (test/operations/two-nodes.e2e.spec.ts proves the same with two service processes.)
 */
const PASSWORD = 'Correct-Horse-9';
const BOUND_MS = 2000;

let f: StreamFixture;
let b: NestFastifyApplication;
let portB = 0;

beforeAll(async () => {
  f = await streamFixture();
  b = await createApp(loadConfig({ INIT_ADMIN_API_TOKENS: ADMIN_TOKEN, LOG_LEVEL: 'error' }), f.t.db.url);
  await b.listen({ port: 0, host: '127.0.0.1' });
  const address = b.getHttpServer().address();
  portB = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  f.closeStreams();
  await b.close();
  await f.close();
});

const onB = async (method: 'GET' | 'POST', url: string, authorization: string, body?: unknown) => {
  const res = await b.inject({
    method,
    url,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.statusCode;
};

/** Waits (at most the contract's 2 s) until B answers `status` to the request. */
const refusedByB = (what: string, status: number, method: 'GET' | 'POST', url: string, authorization: string, body?: unknown) =>
  eventually(async () => (await onB(method, url, authorization, body)) === status, { timeoutMs: BOUND_MS, intervalMs: 25, what });

async function userWithPat(username: string, rootRole: 'Admin' | 'Editor' | 'Viewer'): Promise<{ id: number; pat: string }> {
  const user = await f.t.post('/api/admin/user-admin', { username, rootRole, password: PASSWORD });
  expect(user.status).toBe(201);
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  const pat = await f.t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'laptop', expiresAt });
  expect(pat.status).toBe(201);
  return { id: user.body.id as number, pat: pat.body.secret as string };
}

it('a client token deleted through A is refused by B, and B’s open SDK stream ends, within 2 s', async () => {
  const token = await f.clientToken('cluster-sdk', ['default']);
  expect(await onB('GET', '/api/client/features', token)).toBe(200); // cached on B
  const stream = await f.stream(token, {}, portB);
  expect(stream.status).toBe(200);
  const ended = stream.ended.then(() => true);
  expect((await f.t.delete(`/api/admin/api-tokens/${encodeURIComponent(token)}`)).status).toBe(200);
  await refusedByB('the deleted token refused by B', 401, 'GET', '/api/client/features', token);
  await eventually(() => Promise.race([ended, Promise.resolve(false)]), { timeoutMs: BOUND_MS, what: 'B ending the SDK stream' });
});

it('a user deactivated through A loses their PAT and their session on B within 2 s', async () => {
  const { id, pat } = await userWithPat('cluster-ann', 'Editor');
  expect(await onB('GET', '/api/admin/user', pat)).toBe(200);
  const login = await b.inject({
    method: 'POST',
    url: '/auth/simple/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username: 'cluster-ann', password: PASSWORD }),
  });
  expect(login.statusCode).toBe(200);
  const cookie = /pennant_session=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1];
  const withSession = async () =>
    (await b.inject({ method: 'GET', url: '/api/admin/user', headers: { cookie: `pennant_session=${cookie}` } })).statusCode;
  expect(await withSession()).toBe(200);
  expect((await f.t.post(`/api/admin/user-admin/${id}/deactivate`)).status).toBe(200);
  await refusedByB('the deactivated user’s PAT refused by B', 401, 'GET', '/api/admin/user', pat);
  await eventually(async () => (await withSession()) === 401, { timeoutMs: BOUND_MS, intervalMs: 25, what: 'B ending the session' });
});

it('a root role lowered through A applies on B within 2 s', async () => {
  const { id, pat } = await userWithPat('cluster-bob', 'Admin');
  const create = (name: string) => onB('POST', '/api/admin/projects/default/features', pat, { name });
  expect(await create('cluster-made-by-admin')).toBe(201);
  expect((await f.t.put(`/api/admin/user-admin/${id}`, { rootRole: 'Viewer' })).status).toBe(200);
  await eventually(async () => (await create(`cluster-try-${Date.now()}`)) === 403, {
    timeoutMs: BOUND_MS,
    intervalMs: 25,
    what: 'B refusing the Viewer',
  });
});

it('an expiry moved closer through A is kept by B (refused once it passed)', async () => {
  const token = await f.clientToken('cluster-expiring', ['default']);
  expect(await onB('GET', '/api/client/features', token)).toBe(200);
  const expiresAt = new Date(Date.now() + 1500);
  expect((await f.t.put(`/api/admin/api-tokens/${encodeURIComponent(token)}`, { expiresAt: expiresAt.toISOString() })).status).toBe(200);
  await eventually(async () => (await onB('GET', '/api/client/features', token)) === 401, {
    timeoutMs: expiresAt.getTime() - Date.now() + BOUND_MS,
    intervalMs: 25,
    what: 'B refusing the token once expired',
  });
});
