import { eventually } from '../support/eventually';
import { ADMIN_TOKEN, createTestApp, type TestApp, type Response } from '../support/test-app';

const admin = '/api/admin/signal-endpoints';
const intake = (name: string) => `/api/signal-endpoint/${name}`;

describe('POST /api/signal-endpoint/{endpointName}', () => {
  let t: TestApp;
  let n = 0;

  // Default rate (1 per second per endpoint); each test uses fresh endpoints, so only the
  // rate-limit test ever calls one endpoint twice within a second.
  beforeAll(async () => {
    t = await createTestApp({ SIGNAL_ENDPOINTS_LIMIT: '100', SIGNAL_RATE_LIMIT_PER_SECOND: '1' });
  });
  afterAll(() => t.close());

  async function endpointWithToken(enabled = true) {
    n += 1;
    const name = `hook-${n}`;
    const endpoint = await t.post(admin, { name, enabled });
    expect(endpoint.status).toBe(201);
    const token = await t.post(`${admin}/${endpoint.body.id}/tokens`, { name: 'ci' });
    expect(token.status).toBe(201);
    return { name, id: endpoint.body.id as number, tokenId: token.body.id as number, secret: token.body.token as string };
  }

  const signalCount = async () => Number((await t.sql.query('SELECT count(*) AS n FROM signals')).rows[0].n);

  /**
   * Sends until the endpoint's limiter admits the signal (429 until then, nothing else): the
   * limit is per second, so here the behaviour under test is elapsed time itself.
   */
  const sendWhenAdmitted = (name: string, payload: unknown, secret: string, timeoutMs = 3000): Promise<Response> =>
    eventually(
      async () => {
        const res = await t.post(intake(name), payload, { token: `Bearer ${secret}` });
        expect([200, 429]).toContain(res.status);
        return res.status === 200 ? res : null;
      },
      { timeoutMs, intervalMs: 50, what: `the limiter of ${name} admitting again` },
    );

  it('stores a signal durably before answering 200 {id, accepted}; no domain event', async () => {
    const e = await endpointWithToken();
    const events = await t.eventCount();
    const res = await t.post(intake(e.name), { deployment: 'done', tags: ['a'] }, { token: `Bearer ${e.secret}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), accepted: true });
    const row = await t.sql.query('SELECT * FROM signals WHERE id = $1', [res.body.id]);
    expect(row.rows[0]).toMatchObject({
      source: 'signal-endpoint',
      source_id: e.id,
      created_by_source_token_id: e.tokenId,
      payload: { deployment: 'done', tags: ['a'] },
    });
    expect(await t.eventCount()).toBe(events);

    const list = await t.get(`${admin}/${e.id}/signals`);
    expect(list.status).toBe(200);
    expect(list.body.signalEndpointSignals).toEqual([
      expect.objectContaining({
        id: res.body.id,
        source: 'signal-endpoint',
        sourceId: e.id,
        createdBySourceTokenId: e.tokenId,
        payload: { deployment: 'done', tags: ['a'] },
        createdAt: expect.any(String),
        tokenName: 'ci',
      }),
    ]);
  });

  it('accepts no body, a bare token and any JSON value', async () => {
    const a = await endpointWithToken();
    const empty = await t.post(intake(a.name), undefined, { token: a.secret });
    expect(empty.status).toBe(200);
    expect((await t.sql.query('SELECT payload FROM signals WHERE id = $1', [empty.body.id])).rows[0].payload).toEqual({});
    const b = await endpointWithToken();
    expect((await t.post(intake(b.name), [1, 'two'], { token: `Bearer ${b.secret}` })).status).toBe(200);
  });

  it('refuses missing, wrong, foreign and admin tokens with 401 and stores nothing', async () => {
    const e = await endpointWithToken();
    const other = await endpointWithToken();
    const before = await signalCount();
    for (const token of [null, 'Bearer nope', `Bearer ${other.secret}`, ADMIN_TOKEN, `Bearer ${ADMIN_TOKEN}`]) {
      const res = await t.post(intake(e.name), { a: 1 }, { token });
      expect(res.status).toBe(401);
      expect(res.body.name).toBe('AuthenticationRequired');
    }
    expect(await signalCount()).toBe(before);
  });

  it('answers unknown and disabled endpoints exactly as a wrong token (401), so names cannot be enumerated', async () => {
    const e = await endpointWithToken(false);
    const disabled = await t.post(intake(e.name), { a: 1 }, { token: `Bearer ${e.secret}` });
    const unknown = await t.post(intake('no-such-endpoint'), { a: 1 }, { token: `Bearer ${e.secret}` });
    const wrong = await t.post(intake(e.name), { a: 1 }, { token: 'Bearer wrong' });
    for (const res of [disabled, unknown, wrong]) {
      expect(res.status).toBe(401);
      expect({ ...res.body, id: 'x' }).toEqual({ ...wrong.body, id: 'x' });
      expect(JSON.stringify(res.body)).not.toContain(e.secret);
    }
    expect((await t.post(`${admin}/${e.id}/on`, {})).status).toBe(200);
    expect((await t.post(intake(e.name), { a: 1 }, { token: `Bearer ${e.secret}` })).status).toBe(200);
  });

  it('rejects bad bodies: 415 non-JSON with a body, 400 malformed JSON or NUL, 413 above 100 kb', async () => {
    const e = await endpointWithToken();
    const auth = `Bearer ${e.secret}`;
    const before = await signalCount();
    const events = await t.eventCount();
    const text = await t.post(intake(e.name), undefined, { token: auth, raw: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body.name).toBe('ContentTypeError');
    const malformed = await t.post(intake(e.name), undefined, {
      token: auth,
      raw: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.name).toBe('BadDataError');
    expect((await t.post(intake(e.name), { a: 'x\u0000y' }, { token: auth })).status).toBe(400);
    const big = await t.post(intake(e.name), { blob: 'x'.repeat(101 * 1024) }, { token: auth });
    expect(big.status).toBe(413);
    expect(big.body.name).toBe('PayloadTooLargeError');
    expect(await signalCount()).toBe(before);
    expect(await t.eventCount()).toBe(events);
    expect((await t.post(intake(e.name), { a: 'literal \\u0000 text' }, { token: auth })).status).toBe(200);
  });

  it('rate-limits per endpoint: a second call within a second → 429 with Retry-After', async () => {
    const e = await endpointWithToken();
    const other = await endpointWithToken();
    const auth = { token: `Bearer ${e.secret}` };
    expect((await t.post(intake(e.name), { n: 1 }, auth)).status).toBe(200);
    const before = await signalCount();
    const limited = await t.post(intake(e.name), { n: 2 }, auth);
    expect(limited.status).toBe(429);
    expect(limited.body.name).toBe('RateLimitError');
    expect(limited.headers['retry-after']).toBe('1');
    expect(await signalCount()).toBe(before);
    expect((await t.post(intake(other.name), { n: 1 }, { token: `Bearer ${other.secret}` })).status).toBe(200);
    // Admitted again once the second has passed: within Retry-After plus a second of slack.
    const again = await sendWhenAdmitted(e.name, { n: 3 }, e.secret, 2000);
    expect(again.status).toBe(200);
    expect(await signalCount()).toBe(before + 2);
  });

  it('lists signals newest first with paging, per endpoint and across endpoints', async () => {
    const e = await endpointWithToken();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await sendWhenAdmitted(e.name, { i }, e.secret);
      expect(res.status).toBe(200);
      ids.push(res.body.id);
    }
    const page = await t.get(`${admin}/${e.id}/signals?limit=2&offset=1`);
    expect(page.body.signalEndpointSignals.map((s: { id: number }) => s.id)).toEqual([ids[1], ids[0]]);
    const all = await t.get('/api/admin/signals?limit=1');
    expect(all.status).toBe(200);
    expect(all.body.signals).toEqual([expect.objectContaining({ id: ids[2], sourceId: e.id, sourceName: e.name, payload: { i: 2 } })]);
    expect((await t.get('/api/admin/signals?limit=0')).status).toBe(400);
    expect((await t.get('/api/admin/signals?offset=-1')).status).toBe(400);
    expect((await t.get(`${admin}/9999/signals`)).status).toBe(404);
    expect((await t.get('/api/admin/signals', { token: null })).status).toBe(401);
  });
});
