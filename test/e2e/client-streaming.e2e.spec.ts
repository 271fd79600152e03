import { gunzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@pennant/platform';
import { createApp } from '../../apps/admin-api/src/create-app';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';
import { connectSse, deltaEventsOf, type SseClient, type SseEvent } from '../support/sse-client';

/**
 * GET /api/client/streaming and GET /api/client/delta at the protocol level (issue 30, ADR 0037):
 * what goes over the wire for each change, in the token's scope only; resuming with
 * Last-Event-ID; hydration when the revision held is unknown or pruned; the per-node cap,
 * heartbeats, revocation, metrics; and a second API node serving streams from the same log.
 */
let t: TestApp;
let port = 0;
const open: SseClient[] = [];
const tokens: Record<string, string> = {};
const flags = (project: string) => `/api/admin/projects/${project}/features`;

async function clientToken(name: string, projects: string[], environment = 'development'): Promise<string> {
  const res = await t.post('/api/admin/api-tokens', { tokenName: name, type: 'client', environment, projects });
  expect(res.status).toBe(201);
  return res.body.secret;
}

async function flag(project: string, name: string, enable = true): Promise<void> {
  expect((await t.post(flags(project), { name })).status).toBe(201);
  expect((await t.post(`${flags(project)}/${name}/environments/development/strategies`, { name: 'default' })).status).toBe(200);
  if (enable) expect((await t.post(`${flags(project)}/${name}/environments/development/on`)).status).toBe(200);
}

async function stream(token: string, headers: Record<string, string> = {}, path = '/api/client/streaming', onPort = port): Promise<SseClient> {
  const client = await connectSse(onPort, path, { authorization: token, 'unleash-client-spec': '5.2.0', ...headers });
  open.push(client);
  return client;
}

/** The delta events of every frame after the first `skip` frames. */
const eventsAfter = (client: SseClient, skip: number) => client.events.slice(skip).flatMap(deltaEventsOf);
const names = (events: { type: string; [key: string]: unknown }[]) =>
  events.map((e) => `${e.type}:${String((e.feature as { name?: string } | undefined)?.name ?? e.featureName ?? (e.segment as { id?: number } | undefined)?.id ?? e.segmentId ?? '')}`);
const lastId = (client: SseClient) => Number(client.events[client.events.length - 1].id);

beforeAll(async () => {
  t = await createTestApp({ CLIENT_STREAMING_MAX_CONNECTIONS: '6', CLIENT_STREAMING_HEARTBEAT_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  port = typeof address === 'object' && address ? address.port : 0;
  expect((await t.post('/api/admin/projects', { id: 'other', name: 'Other' })).status).toBeLessThan(300);
  tokens.scoped = await clientToken('scoped', ['default']);
  tokens.other = await clientToken('other', ['other']);
  await flag('default', 'wire-a');
  await flag('default', 'wire-b', false);
  await flag('other', 'wire-secret');
});

afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

afterAll(async () => {
  await t.close();
});

it('hydrates, then sends each change once, to the tokens whose scope covers it, and nothing of other projects', async () => {
  const scoped = await stream(tokens.scoped);
  const other = await stream(tokens.other);
  expect(scoped.status).toBe(200);
  expect(scoped.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(scoped.headers['x-content-type-options']).toBe('nosniff');
  await scoped.waitFor((e) => e.length === 1);
  await other.waitFor((e) => e.length === 1);
  expect(scoped.events[0].event).toBe('unleash-connected');
  const [hydration] = deltaEventsOf(scoped.events[0]) as { type: string; eventId: number; features: { name: string; enabled: boolean }[]; segments: unknown[] }[];
  expect(hydration.type).toBe('hydration');
  expect(hydration.eventId).toBe(Number(scoped.events[0].id));
  expect(hydration.features.map((f) => f.name).filter((n) => n.startsWith('wire-'))).toEqual(['wire-a', 'wire-b']);
  expect(hydration.features.find((f) => f.name === 'wire-a')?.enabled).toBe(true);

  // A toggle of one flag: that flag's new representation, once, as an unleash-updated frame.
  expect((await t.post(`${flags('default')}/wire-b/environments/development/on`)).status).toBe(200);
  await scoped.waitFor((e) => e.length === 2);
  expect(scoped.events[1].event).toBe('unleash-updated');
  expect(Number(scoped.events[1].id)).toBeGreaterThan(hydration.eventId);
  expect(eventsAfter(scoped, 1)).toEqual([expect.objectContaining({ type: 'feature-updated', feature: expect.objectContaining({ name: 'wire-b', enabled: true, project: 'default' }) })]);

  // Changes in another project or another environment are not sent to this token.
  expect((await t.post(`${flags('other')}/wire-secret/environments/development/off`)).status).toBe(200);
  await other.waitFor((e) => e.length === 2);
  expect(eventsAfter(other, 1)).toEqual([expect.objectContaining({ type: 'feature-updated', feature: expect.objectContaining({ name: 'wire-secret', enabled: false }) })]);
  expect((await t.post(`${flags('default')}/wire-a/environments/production/on`)).status).toBe(200);
  // A strategy edit: the flag again, with its new strategy.
  const strategies = (await t.get(`${flags('default')}/wire-a/environments/development/strategies`)).body;
  expect((await t.put(`${flags('default')}/wire-a/environments/development/strategies/${strategies[0].id}`, { constraints: [{ contextName: 'userId', operator: 'IN', values: ['7'] }] })).status).toBe(200);
  await scoped.waitFor((e) => e.length === 3);
  expect(names(eventsAfter(scoped, 2))).toEqual(['feature-updated:wire-a']);
  expect(deltaEventsOf(scoped.events[2])[0]).toMatchObject({ feature: { strategies: [{ name: 'default', constraints: [expect.objectContaining({ values: ['7'] })] }] } });

  // Archive: a removal; revive: the flag again (disabled); delete after archiving: a removal.
  expect((await t.put(`${flags('default')}/wire-b`, { archived: true })).status).toBe(200);
  await scoped.waitFor((e) => e.length === 4);
  expect(eventsAfter(scoped, 3)).toEqual([{ type: 'feature-removed', eventId: expect.any(Number), featureName: 'wire-b', project: 'default' }]);
  expect((await t.post('/api/admin/archive/revive/wire-b')).status).toBeLessThan(300);
  await scoped.waitFor((e) => e.length === 5);
  expect(eventsAfter(scoped, 4)).toEqual([expect.objectContaining({ type: 'feature-updated', feature: expect.objectContaining({ name: 'wire-b', enabled: false }) })]);

  // A move to another project: a removal for the old project's token, the flag for the new one's.
  expect((await t.post(`${flags('default')}/wire-b/changeProject`, { newProjectId: 'other' })).status).toBeLessThan(300);
  await scoped.waitFor((e) => e.length === 6);
  await other.waitFor((e) => e.length === 3);
  expect(eventsAfter(scoped, 5)).toEqual([expect.objectContaining({ type: 'feature-removed', featureName: 'wire-b', project: 'default' })]);
  expect(eventsAfter(other, 2)).toEqual([expect.objectContaining({ type: 'feature-updated', feature: expect.objectContaining({ name: 'wire-b', project: 'other' }) })]);

  // Over the whole conversation, the scoped token never saw a flag of the other project.
  expect(scoped.body()).not.toContain('wire-secret');
  expect(other.body()).not.toContain('wire-a');
});

it('sends a segment edit to the SDKs whose flags use it, and the segment along with a flag that starts using it', async () => {
  const segment = await t.post('/api/admin/segments', { name: 'wire-beta', constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }] });
  expect(segment.status).toBe(201);
  const id = segment.body.id as number;
  const scoped = await stream(tokens.scoped);
  const other = await stream(tokens.other);
  await scoped.waitFor((e) => e.length === 1);
  await other.waitFor((e) => e.length === 1);
  await flag('default', 'wire-segmented', false);
  // Wait for the flag as flag() leaves it (its creation and its strategy may come as one frame or two).
  await scoped.waitFor(() => eventsAfter(scoped, 1).some((e) => e.type === 'feature-updated' && (e.feature as { name: string; strategies: unknown[] }).name === 'wire-segmented' && (e.feature as { strategies: unknown[] }).strategies.length === 1));
  const skip = scoped.events.length;
  expect((await t.post(`${flags('default')}/wire-segmented/environments/development/strategies`, { name: 'default', segments: [id] })).status).toBe(200);
  await scoped.waitFor((e) => e.length === skip + 1);
  expect(names(eventsAfter(scoped, skip))).toEqual([`segment-updated:${id}`, 'feature-updated:wire-segmented']);

  const before = scoped.events.length;
  const otherBefore = other.events.length;
  expect((await t.put(`/api/admin/segments/${id}`, { name: 'wire-beta', constraints: [{ contextName: 'userId', operator: 'IN', values: ['1', '2'] }] })).status).toBe(204);
  await scoped.waitFor((e) => e.length === before + 1);
  expect(eventsAfter(scoped, before)).toEqual([{ type: 'segment-updated', eventId: expect.any(Number), segment: expect.objectContaining({ id, constraints: [expect.objectContaining({ values: ['1', '2'] })] }) }]);
  // The other project's token has no flag using the segment: it is not sent the segment. (Its
  // streams are brought to each revision in order, so the later flag shows the edit was passed.)
  await flag('other', 'wire-after-segment');
  await other.waitFor(() => names(eventsAfter(other, otherBefore)).includes('feature-updated:wire-after-segment'));
  expect(names(eventsAfter(other, 1)).filter((n) => n.startsWith('segment'))).toEqual([]);
});

it('sends a removal for each flag of a change that archives several (a parent with its child)', async () => {
  await flag('default', 'wire-parent');
  await flag('default', 'wire-child');
  expect((await t.post(`${flags('default')}/wire-child/dependencies`, { feature: 'wire-parent' })).status).toBe(200);
  const scoped = await stream(tokens.scoped);
  await scoped.waitFor((e) => e.length === 1);
  const child = (deltaEventsOf(scoped.events[0])[0] as unknown as { features: { name: string; dependencies: unknown[] }[] }).features.find((f) => f.name === 'wire-child');
  expect(child?.dependencies).toEqual([{ feature: 'wire-parent', enabled: true }]);
  // The parent alone cannot be archived while its child is active; together they can.
  expect((await t.post('/api/admin/projects/default/archive', { features: ['wire-parent', 'wire-child'] })).status).toBe(202);
  await scoped.waitFor(() => eventsAfter(scoped, 1).filter((e) => e.type === 'feature-removed').length === 2);
  expect(names(eventsAfter(scoped, 1)).filter((n) => n.startsWith('feature-removed')).sort()).toEqual(['feature-removed:wire-child', 'feature-removed:wire-parent']);
});

it('resumes from Last-Event-ID with exactly the changes since, without a hydration', async () => {
  const first = await stream(tokens.scoped);
  await first.waitFor((e) => e.length === 1);
  const held = lastId(first);
  first.close();
  await flag('default', 'wire-resume-1');
  expect((await t.post(`${flags('default')}/wire-a/environments/development/off`)).status).toBe(200);
  await flag('other', 'wire-resume-hidden');
  const again = await stream(tokens.scoped, { 'last-event-id': String(held) });
  await again.waitFor((e) => e.length === 1);
  expect(again.events[0].event).toBe('unleash-updated');
  expect(names(deltaEventsOf(again.events[0])).sort()).toEqual(['feature-updated:wire-a', 'feature-updated:wire-resume-1']);
  expect(again.body()).not.toContain('wire-resume-hidden');
  // Up to date: nothing is sent until the next change.
  const current = await stream(tokens.scoped, { 'last-event-id': again.events[0].id as string });
  expect((await t.post(`${flags('default')}/wire-a/environments/development/on`)).status).toBe(200);
  await current.waitFor((e) => e.length === 1);
  expect(current.events[0].event).toBe('unleash-updated');
  expect(names(deltaEventsOf(current.events[0]))).toEqual(['feature-updated:wire-a']);
});

it('hydrates an SDK holding an unknown revision or one older than the kept changes', async () => {
  for (const held of ['not-a-number', '999999999']) {
    const client = await stream(tokens.scoped, { 'last-event-id': held });
    await client.waitFor((e) => e.length === 1);
    expect(client.events[0].event).toBe('unleash-connected');
    client.close();
  }
  const probe = await stream(tokens.scoped);
  await probe.waitFor((e) => e.length === 1);
  const old = lastId(probe);
  await flag('default', 'wire-after-prune');
  // Pretend the journal was pruned past that revision (the projection keeps the newest 10,000 changes).
  await t.sql.query('INSERT INTO rm_client_change_floor (id, position) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET position = excluded.position', [old + 1]);
  await flag('default', 'wire-after-floor');
  const resumed = await stream(tokens.scoped, { 'last-event-id': String(old) });
  await resumed.waitFor((e) => e.length === 1);
  expect(resumed.events[0].event).toBe('unleash-connected');
  const hydration = deltaEventsOf(resumed.events[0])[0] as unknown as { features: { name: string }[] };
  expect(hydration.features.map((f) => f.name)).toEqual(expect.arrayContaining(['wire-after-prune', 'wire-after-floor']));
  const delta = await t.get('/api/client/delta', { token: tokens.scoped, headers: { 'if-none-match': `"${old}"` } });
  expect(delta.body.events.map((e: { type: string }) => e.type)).toEqual(['hydration']);
  await t.sql.query('DELETE FROM rm_client_change_floor');
});

it('answers delta polling: a hydration with its revision as ETag, 304 when nothing it sees changed, then only the changes', async () => {
  const first = await t.get('/api/client/delta', { token: tokens.scoped, headers: { 'unleash-client-spec': '5.2.0' } });
  expect(first.status).toBe(200);
  expect(first.headers.etag).toMatch(/^"\d+"$/);
  expect(first.body.events).toHaveLength(1);
  expect(first.body.events[0]).toMatchObject({ type: 'hydration', eventId: Number(JSON.parse(first.headers.etag as string)) });
  expect(JSON.stringify(first.body)).not.toContain('wire-secret');
  const etag = first.headers.etag as string;
  expect((await t.get('/api/client/delta', { token: tokens.scoped, headers: { 'if-none-match': etag } })).status).toBe(304);
  expect((await t.get('/api/client/delta', { token: tokens.scoped, headers: { 'if-none-match': `W/${etag}` } })).status).toBe(304);
  // A change outside the token's scope: still 304 for it.
  expect((await t.post(`${flags('other')}/wire-secret/environments/development/off`)).status).toBe(200);
  expect((await t.get('/api/client/delta', { token: tokens.scoped, headers: { 'if-none-match': etag } })).status).toBe(304);
  expect((await t.post(`${flags('default')}/wire-a/environments/development/off`)).status).toBe(200);
  const changed = await t.get('/api/client/delta', { token: tokens.scoped, headers: { 'if-none-match': etag } });
  expect(changed.status).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  expect(names(changed.body.events)).toEqual(['feature-updated:wire-a']);
  expect((await t.get('/api/client/delta', { token: tokens.scoped, headers: { 'if-none-match': changed.headers.etag as string } })).status).toBe(304);
  // Filters as on /api/client/features; an ETag of the features endpoint is not ours: hydration.
  const prefixed = await t.get('/api/client/delta?namePrefix=wire-resume', { token: tokens.scoped, headers: { 'if-none-match': '"abc:1.2"' } });
  expect(prefixed.body.events[0].features.map((f: { name: string }) => f.name)).toEqual(['wire-resume-1']);
  expect((await t.get('/api/client/delta?namePrefix=a&namePrefix=b', { token: tokens.scoped })).status).toBe(400);
  expect((await t.get('/api/client/delta', { token: null })).status).toBe(401);
  const frontend = await t.post('/api/admin/api-tokens', { tokenName: 'wire-web', type: 'frontend', environment: 'development', projects: ['default'] });
  expect((await t.get('/api/client/delta', { token: frontend.body.secret })).status).toBe(403);
  // Streaming is on here: polling answers tell SDKs to stream.
  expect(first.headers['fetch-mode']).toBe('streaming');
  expect((await t.get('/api/client/features', { token: tokens.scoped })).headers['fetch-mode']).toBe('streaming');
  const zipped = await t.app.inject({ method: 'GET', url: '/api/client/delta', headers: { authorization: tokens.scoped, 'accept-encoding': 'gzip' } });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')).events[0].type).toBe('hydration');
});

it('caps the streams of a node (429, so the SDK polls), frees a slot on close, and sends heartbeats', async () => {
  const clients = await Promise.all(Array.from({ length: 6 }, () => stream(tokens.scoped)));
  expect(clients.map((c) => c.status)).toEqual([200, 200, 200, 200, 200, 200]);
  // At the cap, polling answers stop sending SDKs to streaming.
  expect((await t.get('/api/client/features', { token: tokens.scoped })).headers['fetch-mode']).toBeUndefined();
  const refused = await stream(tokens.scoped);
  expect(refused.status).toBe(429);
  await refused.ended;
  expect(JSON.parse(refused.body())).toMatchObject({ name: 'RateLimitError' });
  const metrics = (await t.get('/internal-backstage/prometheus', { token: null })).body as string;
  expect(metrics).toMatch(/^pennant_client_streams_open 6$/m);
  expect(metrics).toMatch(/^pennant_client_stream_events_sent_total\{event="unleash-connected"\} \d+$/m);
  expect(metrics).toMatch(/^pennant_client_delta_propagation_seconds_count \d+$/m);
  await clients[0].waitFor(() => clients[0].comments().includes('heartbeat'), 3000);
  clients[0].close();
  const deadline = Date.now() + 5000;
  let again = await stream(tokens.scoped);
  while (again.status === 429 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    again = await stream(tokens.scoped);
  }
  expect(again.status).toBe(200);
});

it('ends the stream of a deleted token within a second; the token is refused afterwards', async () => {
  const created = await t.post('/api/admin/api-tokens', { tokenName: 'wire-revoked', type: 'client', environment: 'development', projects: ['default'] });
  const client = await stream(created.body.secret);
  await client.waitFor((e) => e.length === 1);
  const secret = created.body.secret as string;
  expect((await t.delete(`/api/admin/api-tokens/${encodeURIComponent(secret)}`)).status).toBeLessThan(300);
  const started = Date.now();
  await client.ended;
  expect(Date.now() - started).toBeLessThan(1500);
  expect((await stream(secret)).status).toBe(401);
});

describe('a second API node (projections run by the first) serving streams from the same log', () => {
  let b: NestFastifyApplication;
  let portB = 0;
  let closedB = false;

  beforeAll(async () => {
    b = await createApp(loadConfig({ INIT_ADMIN_API_TOKENS: ADMIN_TOKEN, LOG_LEVEL: 'error', RUN_PROJECTIONS: 'false' }), t.db.url);
    await b.listen({ port: 0, host: '127.0.0.1' });
    const address = b.getHttpServer().address();
    portB = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    for (const c of open.splice(0)) c.close();
    if (!closedB) await b.close();
  });

  it('a change made through one node reaches SDKs streaming from the other, resumable there', async () => {
    const onB = await stream(tokens.scoped, {}, '/api/client/streaming', portB);
    expect(onB.status).toBe(200);
    await onB.waitFor((e) => e.length === 1);
    const hydrated = lastId(onB);
    const enabled = (await t.get(`${flags('default')}/wire-a`)).body.environments.find((e: { name: string }) => e.name === 'development').enabled as boolean;
    expect((await t.post(`${flags('default')}/wire-a/environments/development/${enabled ? 'off' : 'on'}`)).status).toBe(200);
    await onB.waitFor((e: SseEvent[]) => e.length === 2);
    expect(names(eventsAfter(onB, 1))).toEqual(['feature-updated:wire-a']);
    onB.close();
    await flag('default', 'wire-node-b');
    const resumed = await stream(tokens.scoped, { 'last-event-id': String(hydrated) }, '/api/client/streaming', portB);
    await resumed.waitFor((e) => e.length === 1);
    expect(names(deltaEventsOf(resumed.events[0])).sort()).toEqual(['feature-updated:wire-a', 'feature-updated:wire-node-b']);
  });

  it('ends its open streams when it shuts down, so that it can stop (the SDK reconnects elsewhere)', async () => {
    const onB = await stream(tokens.scoped, {}, '/api/client/streaming', portB);
    await onB.waitFor((e) => e.length === 1);
    const started = Date.now();
    await b.close();
    closedB = true;
    await onB.ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
