import { nestsDeeperThan, MAX_JSON_DEPTH } from '@pennant/platform';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * JSON nested deeper than a documented limit answers 400 on every JSON route, after
 * the credential check (a signal body is read only once its token passed); never 500.
 */
describe('JSON nesting limit', () => {
  it('measures nesting outside strings only', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[","b":{"c":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[","b":[]}', 2)).toBe(false);
    expect(nestsDeeperThan('[{},{},{},[]]', 2)).toBe(false);
  });

  describe('through HTTP', () => {
    let t: TestApp;
    let signalToken: string;
    const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

    beforeAll(async () => {
      t = await createTestApp({ SIGNAL_RATE_LIMIT_PER_SECOND: '1000' });
      await t.post('/api/admin/signal-endpoints', { name: 'deep' });
      const id = (await t.get('/api/admin/signal-endpoints')).body.signalEndpoints[0].id as number;
      signalToken = (await t.post(`/api/admin/signal-endpoints/${id}/tokens`, { name: 'deep-token' })).body.token as string;
      expect((await t.post('/api/admin/projects/default/features', { name: 'deep-flag' })).status).toBe(201);
    });
    afterAll(() => t.close());

    it('checks the signal token before reading the body: 5,000 levels without a valid token is 401', async () => {
      for (const raw of [arrays(5000), objects(5000)]) {
        expect(
          (await t.post('/api/signal-endpoint/deep', undefined, { token: null, raw, headers: { 'content-type': 'application/json' } }))
            .status,
        ).toBe(401);
        expect(
          (
            await t.post('/api/signal-endpoint/deep', undefined, {
              token: 'Bearer wrong',
              raw,
              headers: { 'content-type': 'application/json' },
            })
          ).status,
        ).toBe(401);
        expect(
          (
            await t.post('/api/signal-endpoint/unknown', undefined, {
              token: `Bearer ${signalToken}`,
              raw,
              headers: { 'content-type': 'application/json' },
            })
          ).status,
        ).toBe(401);
      }
    });

    it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more with 400, on signal intake and admin routes alike, writing nothing`, async () => {
      const signal = (raw: string) =>
        t.post('/api/signal-endpoint/deep', undefined, {
          token: `Bearer ${signalToken}`,
          raw,
          headers: { 'content-type': 'application/json' },
        });
      expect((await signal(objects(MAX_JSON_DEPTH))).status).toBe(200);
      const before = await t.eventCount();
      for (const raw of [arrays(MAX_JSON_DEPTH + 1), objects(5000), arrays(5000)]) {
        const intake = await signal(raw);
        expect(intake.status).toBe(400);
        expect(intake.body).toEqual({
          id: expect.any(String),
          name: 'BadDataError',
          message: expect.stringContaining(`deeper than ${MAX_JSON_DEPTH}`),
          details: [{ message: expect.stringContaining(`deeper than ${MAX_JSON_DEPTH}`) }],
        });
        for (const [method, url] of [
          ['put', '/api/admin/projects/default/features/deep-flag'],
          ['post', '/api/admin/projects/default/features'],
          ['post', '/api/admin/segments'],
          ['post', '/api/admin/features-batch/import'],
        ] as const) {
          const res = await t[method](url, undefined, { raw, headers: { 'content-type': 'application/json' } });
          expect({ url, status: res.status, name: res.body.name }).toEqual({ url, status: 400, name: 'BadDataError' });
        }
      }
      expect(await t.eventCount()).toBe(before);
    });
  });
});
