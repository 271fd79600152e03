import { gunzipSync } from 'node:zlib';
import { flagsOf, names, streamFixture, type StreamFixture } from '../support/client-stream-fixture';

/**
 * GET /api/client/delta (ADR 0037): Unleash's delta polling — a hydration with its
 * revision as ETag, 304 while nothing the token sees changed, then only the changes since the
 * revision held; scope, filters and tokens as on /api/client/features.
 */
let f: StreamFixture;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  f = await streamFixture();
  expect((await f.t.post('/api/admin/projects', { id: 'other', name: 'Other' })).status).toBeLessThan(300);
  tokens.scoped = await f.clientToken('scoped', ['default']);
  await f.flag('default', 'wire-a');
  await f.flag('default', 'wire-resume-1');
  await f.flag('other', 'wire-secret');
});

afterAll(() => f.close());

it('answers delta polling: a hydration with its revision as ETag, 304 when nothing it sees changed, then only the changes', async () => {
  const first = await f.t.get('/api/client/delta', { token: tokens.scoped, headers: { 'unleash-client-spec': '5.2.0' } });
  expect(first.status).toBe(200);
  expect(first.headers.etag).toMatch(/^"\d+"$/);
  expect(first.body.events).toHaveLength(1);
  expect(first.body.events[0]).toMatchObject({ type: 'hydration', eventId: Number(JSON.parse(first.headers.etag as string)) });
  expect(JSON.stringify(first.body)).not.toContain('wire-secret');
  const etag = first.headers.etag as string;
  expect((await f.t.get('/api/client/delta', { token: tokens.scoped, headers: { 'if-none-match': etag } })).status).toBe(304);
  expect((await f.t.get('/api/client/delta', { token: tokens.scoped, headers: { 'if-none-match': `W/${etag}` } })).status).toBe(304);
  // A change outside the token's scope: still 304 for it.
  expect((await f.t.post(`${flagsOf('other')}/wire-secret/environments/development/off`)).status).toBe(200);
  expect((await f.t.get('/api/client/delta', { token: tokens.scoped, headers: { 'if-none-match': etag } })).status).toBe(304);
  expect((await f.t.post(`${flagsOf('default')}/wire-a/environments/development/off`)).status).toBe(200);
  const changed = await f.t.get('/api/client/delta', { token: tokens.scoped, headers: { 'if-none-match': etag } });
  expect(changed.status).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  expect(names(changed.body.events)).toEqual(['feature-updated:wire-a']);
  expect(
    (await f.t.get('/api/client/delta', { token: tokens.scoped, headers: { 'if-none-match': changed.headers.etag as string } })).status,
  ).toBe(304);
  // Filters as on /api/client/features; an ETag of the features endpoint is not ours: hydration.
  const prefixed = await f.t.get('/api/client/delta?namePrefix=wire-resume', {
    token: tokens.scoped,
    headers: { 'if-none-match': '"abc:1.2"' },
  });
  expect(prefixed.body.events[0].features.map((f: { name: string }) => f.name)).toEqual(['wire-resume-1']);
  expect((await f.t.get('/api/client/delta?namePrefix=a&namePrefix=b', { token: tokens.scoped })).status).toBe(400);
  expect((await f.t.get('/api/client/delta', { token: null })).status).toBe(401);
  const frontend = await f.t.post('/api/admin/api-tokens', {
    tokenName: 'wire-web',
    type: 'frontend',
    environment: 'development',
    projects: ['default'],
  });
  expect((await f.t.get('/api/client/delta', { token: frontend.body.secret })).status).toBe(403);
  // A default service hints no SDK to stream (ADR 0058; the hint an operator may turn on: client-sdk-modes).
  expect(first.headers['fetch-mode']).toBeUndefined();
  expect((await f.t.get('/api/client/features', { token: tokens.scoped })).headers['fetch-mode']).toBeUndefined();
  const zipped = await f.t.app.inject({
    method: 'GET',
    url: '/api/client/delta',
    headers: { authorization: tokens.scoped, 'accept-encoding': 'gzip' },
  });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')).events[0].type).toBe('hydration');
});
