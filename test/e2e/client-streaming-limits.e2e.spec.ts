import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@pennant/platform';
import { createApp } from '../../apps/admin-api/src/create-app';
import { deltaEventsOf } from '../support/sse-client';
import { ADMIN_TOKEN } from '../support/test-app';
import { eventsAfter, flagsOf, lastId, names, streamFixture, type StreamFixture } from '../support/client-stream-fixture';

/**
 * SDK streams as an operator sees them: the per-node cap (429, so that the SDK
 * polls), heartbeats, metrics, a deleted token's stream ended within a second, a second API node
 * serving streams from the same log, and streams ended at shutdown.
 */
let f: StreamFixture;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  f = await streamFixture({
    CLIENT_STREAMING_MAX_CONNECTIONS: '6',
    CLIENT_STREAMING_HEARTBEAT_SECONDS: '1',
    CLIENT_STREAMING_HINT: 'true',
  });
  tokens.scoped = await f.clientToken('scoped', ['default']);
  await f.flag('default', 'wire-a');
});

afterEach(() => f.closeStreams());

afterAll(() => f.close());

it('caps the streams of a node (429, so the SDK polls), frees a slot on close, and sends heartbeats', async () => {
  expect((await f.t.get('/api/client/features', { token: tokens.scoped })).headers['fetch-mode']).toBe('streaming');
  const clients = await Promise.all(Array.from({ length: 6 }, () => f.stream(tokens.scoped)));
  expect(clients.map((c) => c.status)).toEqual([200, 200, 200, 200, 200, 200]);
  // At the cap, polling answers stop sending SDKs to streaming.
  expect((await f.t.get('/api/client/features', { token: tokens.scoped })).headers['fetch-mode']).toBeUndefined();
  const refused = await f.stream(tokens.scoped);
  expect(refused.status).toBe(429);
  await refused.ended;
  expect(JSON.parse(refused.body())).toMatchObject({ name: 'RateLimitError' });
  // A change while they are open: one delta frame to each of the six.
  for (const c of clients) await c.waitFor((e) => e.length === 1);
  await f.flag('default', 'wire-capped');
  for (const c of clients) await c.waitFor(() => names(eventsAfter(c, 1)).includes('feature-updated:wire-capped'));
  const metrics = (await f.t.get('/internal-backstage/prometheus', { token: null })).body as string;
  const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN);
  expect(value('pennant_client_streams_open')).toBe(6);
  expect(value('pennant_client_stream_events_sent_total{event="unleash-connected"}')).toBe(6);
  expect(value('pennant_client_stream_events_sent_total{event="unleash-updated"}')).toBeGreaterThanOrEqual(6);
  expect(value('pennant_client_stream_bytes_sent_total')).toBeGreaterThan(0);
  expect(value('pennant_client_delta_propagation_seconds_count')).toBeGreaterThanOrEqual(1);
  await clients[0].waitFor(() => clients[0].comments().includes('heartbeat'), 3000);
  clients[0].close();
  const deadline = Date.now() + 5000;
  let again = await f.stream(tokens.scoped);
  while (again.status === 429 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    again = await f.stream(tokens.scoped);
  }
  expect(again.status).toBe(200);
});

it('ends the stream of a deleted token within a second; the token is refused afterwards', async () => {
  const created = await f.t.post('/api/admin/api-tokens', {
    tokenName: 'wire-revoked',
    type: 'client',
    environment: 'development',
    projects: ['default'],
  });
  const client = await f.stream(created.body.secret);
  await client.waitFor((e) => e.length === 1);
  const secret = created.body.secret as string;
  expect((await f.t.delete(`/api/admin/api-tokens/${encodeURIComponent(secret)}`)).status).toBeLessThan(300);
  const started = Date.now();
  await client.ended;
  expect(Date.now() - started).toBeLessThan(1500);
  expect((await f.stream(secret)).status).toBe(401);
});

describe('a second API node (projections run by the first) serving streams from the same log', () => {
  let b: NestFastifyApplication;
  let portB = 0;
  let closedB = false;

  beforeAll(async () => {
    b = await createApp(loadConfig({ INIT_ADMIN_API_TOKENS: ADMIN_TOKEN, LOG_LEVEL: 'error', RUN_PROJECTIONS: 'false' }), f.t.db.url);
    await b.listen({ port: 0, host: '127.0.0.1' });
    const address = b.getHttpServer().address();
    portB = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    f.closeStreams();
    if (!closedB) await b.close();
  });

  it('a change made through one node reaches SDKs streaming from the other, resumable there', async () => {
    const onB = await f.stream(tokens.scoped, {}, portB);
    expect(onB.status).toBe(200);
    await onB.waitFor((e) => e.length === 1);
    const hydrated = lastId(onB);
    const enabled = (await f.t.get(`${flagsOf('default')}/wire-a`)).body.environments.find(
      (e: { name: string }) => e.name === 'development',
    ).enabled as boolean;
    expect((await f.t.post(`${flagsOf('default')}/wire-a/environments/development/${enabled ? 'off' : 'on'}`)).status).toBe(200);
    await onB.waitFor((e) => e.length === 2);
    expect(names(eventsAfter(onB, 1))).toEqual(['feature-updated:wire-a']);
    onB.close();
    await f.flag('default', 'wire-node-b');
    const resumed = await f.stream(tokens.scoped, { 'last-event-id': String(hydrated) }, portB);
    await resumed.waitFor((e) => e.length === 1);
    expect(names(deltaEventsOf(resumed.events[0])).sort()).toEqual(['feature-updated:wire-a', 'feature-updated:wire-node-b']);
  });

  it('ends its open streams when it shuts down, so that it can stop (the SDK reconnects elsewhere)', async () => {
    const onB = await f.stream(tokens.scoped, {}, portB);
    await onB.waitFor((e) => e.length === 1);
    const started = Date.now();
    await b.close();
    closedB = true;
    await onB.ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
