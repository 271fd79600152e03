import { createTestApp, type TestApp } from '../support/test-app';
import { connectSse, type SseClient } from '../support/sse-client';
import { loadOfrepSpec } from '../support/ofrep-spec';
import { eventually } from '../support/eventually';

/**
 * OFREP's change notification (its ADR 0008; ADR 0062): a bulk answer for a frontend token names
 * an SSE stream; the stream sends `refetchEvaluation` (in `data`, `event: message`, `id:` the
 * revision) once a change concerns what the token sees, fed by the SDK change journal (ADR 0037);
 * a change between the answer and the connection is sent at once; the stream ends when its token
 * is deleted; other projects' changes are not sent.
 */
let t: TestApp;
let port: number;
let frontendToken: string;
const features = '/api/admin/projects/default/features';
const open: SseClient[] = [];

async function bulkStream(token = frontendToken): Promise<string> {
  const res = await t.post('/ofrep/v1/evaluate/flags', { context: { targetingKey: 'u1' } }, { token });
  expect(res.status).toBe(200);
  expect(loadOfrepSpec().check('evaluateFlagsBulk', res.status, res.body, res.headers)).toEqual([]);
  return res.body.eventStreams[0].endpoint.requestUri as string;
}

async function connect(uri: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const client = await connectSse(port, uri, headers);
  open.push(client);
  return client;
}

const refetches = (client: SseClient) =>
  client.events.filter((e) => e.event === 'message' && (JSON.parse(e.data) as { type: string }).type === 'refetchEvaluation');

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  port = typeof address === 'object' && address ? address.port : 0;
  const token = await t.post('/api/admin/api-tokens', {
    tokenName: 'of-web',
    type: 'frontend',
    environment: 'development',
    projects: ['default'],
  });
  frontendToken = token.body.secret;
  expect((await t.post(features, { name: 'of-a' })).status).toBe(201);
  expect((await t.post('/api/admin/projects', { id: 'of-other', name: 'Other' })).status).toBe(201);
  expect((await t.post('/api/admin/projects/of-other/features', { name: 'of-b' })).status).toBe(201);
});
afterEach(() => open.splice(0).forEach((c) => c.close()));
afterAll(() => t.close());

it('sends refetchEvaluation when a flag the token sees changes, and nothing for another project', async () => {
  const stream = await connect(await bulkStream());
  expect(stream.status).toBe(200);
  expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(refetches(stream)).toEqual([]);
  // A change elsewhere, then one here: the stream's first message is the second change's.
  expect((await t.post('/api/admin/projects/of-other/features/of-b/environments/development/on')).status).toBe(200);
  expect((await t.post(`${features}/of-a/environments/development/on`)).status).toBe(200);
  await stream.waitFor((events) => events.length > 0);
  const [first] = refetches(stream);
  const head = Number((await t.sql.query('SELECT max(position) AS p FROM rm_client_changes')).rows[0].p);
  expect(first).toEqual({ event: 'message', id: String(head), data: JSON.stringify({ type: 'refetchEvaluation', etag: `"${head}"` }) });
  // OFREP's own schemas of an SSE event and of its data.
  const spec = loadOfrepSpec();
  expect(spec.conforms('sseEvent', first)).toEqual([]);
  expect(spec.conforms('sseEventData', JSON.parse(first.data))).toEqual([]);
  expect(stream.events).toHaveLength(1);
});

it("sends a change made between the answer and the connection at once (the stream starts at the answer's revision)", async () => {
  const uri = await bulkStream();
  expect((await t.post(`${features}/of-a/environments/development/off`)).status).toBe(200);
  const stream = await connect(uri);
  await stream.waitFor((events) => events.length === 1);
  expect(refetches(stream)).toHaveLength(1);
  // Reconnecting with the last id it saw: nothing new, nothing sent.
  const resumed = await connect(uri, { 'last-event-id': refetches(stream)[0].id! });
  expect((await t.post(`${features}/of-a/environments/development/on`)).status).toBe(200);
  await resumed.waitFor((events) => events.length === 1);
});

it('takes the token from Authorization too, refuses client tokens and bad revisions, and ends when the token is deleted', async () => {
  const uri = await bulkStream();
  const path = uri.replace(/token=[^&]+&/, '');
  const viaHeader = await connect(path, { authorization: frontendToken });
  expect(viaHeader.status).toBe(200);
  const client = await t.post('/api/admin/api-tokens', {
    tokenName: 'of-server',
    type: 'client',
    environment: 'development',
    projects: ['default'],
  });
  expect((await connect(path, { authorization: client.body.secret })).status).toBe(403);
  expect((await connect(path)).status).toBe(401);
  expect((await connect(`${path.replace(/since=\d+/, 'since=soon')}`, { authorization: frontendToken })).status).toBe(400);
  const doomed = await t.post('/api/admin/api-tokens', {
    tokenName: 'of-doomed',
    type: 'frontend',
    environment: 'development',
    projects: ['default'],
  });
  const stream = await connect(await bulkStream(doomed.body.secret));
  expect(stream.status).toBe(200);
  expect((await t.delete(`/api/admin/api-tokens/${encodeURIComponent(doomed.body.secret)}`)).status).toBe(200);
  await eventually(() => stream.ended.then(() => true), { what: 'the stream of a deleted token ends' });
});

it('is named only while SDK streaming is on', async () => {
  const off = await createTestApp({ CLIENT_STREAMING: 'false' });
  try {
    const token = await off.post('/api/admin/api-tokens', {
      tokenName: 'of-web',
      type: 'frontend',
      environment: 'development',
      projects: ['default'],
    });
    const res = await off.post('/ofrep/v1/evaluate/flags', { context: { targetingKey: 'u1' } }, { token: token.body.secret });
    expect(res.status).toBe(200);
    expect(res.body.eventStreams).toBeUndefined();
    expect((await off.get('/api/ofrep/event-stream', { token: token.body.secret })).status).toBe(404);
  } finally {
    await off.close();
  }
});
