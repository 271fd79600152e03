import { FailedAuthLimiter, failureKeys } from '../../libs/platform/src/auth/failed-auth-limiter';
import { createTestApp, ADMIN_TOKEN, type TestApp } from '../support/test-app';

describe('brute-force protection on credential checks', () => {
  describe('FailedAuthLimiter', () => {
    it('puts a key over budget after its failures until the window ends; other keys are unaffected', () => {
      let now = 1_000_000;
      const sut = new FailedAuthLimiter(3, 60_000, () => now);
      for (let i = 0; i < 3; i += 1) {
        expect(sut.retryAfterSeconds(['a'])).toBe(0);
        sut.recordFailure(['a']);
      }
      expect(sut.retryAfterSeconds(['a'])).toBe(60);
      expect(sut.retryAfterSeconds(['b'])).toBe(0);
      expect(sut.retryAfterSeconds(['b', 'a'])).toBe(60);
      now += 59_001;
      expect(sut.retryAfterSeconds(['a'])).toBe(1);
      now += 1_000;
      expect(sut.retryAfterSeconds(['a'])).toBe(0);
    });

    it('is off at 0 and bounded in memory', () => {
      const off = new FailedAuthLimiter(0);
      for (let i = 0; i < 10; i += 1) off.recordFailure(['a']);
      expect(off.retryAfterSeconds(['a'])).toBe(0);
      const small = new FailedAuthLimiter(1, 60_000, Date.now, 2);
      for (const c of ['a', 'b', 'c']) small.recordFailure([c]);
      expect(small.retryAfterSeconds(['a'])).toBe(0); // forgotten (oldest)
      expect(small.retryAfterSeconds(['c'])).toBeGreaterThan(0);
    });

    it('keys an attempt by address and by the credential prefix, never by the secret part', () => {
      expect(failureKeys('10.0.0.1', '*:*.0123456789abcdef')).toEqual(['address:10.0.0.1', 'prefix:*:*']);
      expect(failureKeys('10.0.0.1', 'default:production.abc')).toEqual(['address:10.0.0.1', 'prefix:default:production']);
      expect(failureKeys('10.0.0.1', 'user:0123456789')).toEqual(['address:10.0.0.1', 'prefix:user:']);
      expect(failureKeys('10.0.0.1', 'abcdefgh')).toEqual(['address:10.0.0.1', 'prefix:abcd']);
      expect(failureKeys('10.0.0.1', null)).toEqual(['address:10.0.0.1']);
    });
  });

  describe('through HTTP', () => {
    let t: TestApp;
    let clientToken: string;
    let signalToken: string;
    beforeAll(async () => {
      t = await createTestApp({ AUTH_FAILURES_PER_MINUTE: '5', SIGNAL_RATE_LIMIT_PER_SECOND: '100' });
      clientToken = (await t.post('/api/admin/api-tokens', { tokenName: 'sdk', type: 'client', environment: 'development' })).body.secret;
      expect((await t.post('/api/admin/signal-endpoints', { name: 'bf' })).status).toBe(201);
      const endpoints = await t.get('/api/admin/signal-endpoints');
      const id = endpoints.body.signalEndpoints.find((e: { name: string }) => e.name === 'bf').id;
      signalToken = (await t.post(`/api/admin/signal-endpoints/${id}/tokens`, { name: 'bf-token' })).body.token;
    });
    afterAll(() => t.close());

    const from = (ip: string, authorization?: string, url = '/api/admin/ui-config') =>
      t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: authorization ? { authorization } : {} });
    const signal = (ip: string, authorization: string, name = 'bf') =>
      t.app.inject({
        method: 'POST',
        url: `/api/signal-endpoint/${name}`,
        remoteAddress: ip,
        headers: { authorization, 'content-type': 'application/json' },
        payload: '{"a":1}',
      });

    it('answers failing attempts 429 past the budget, and never locks out a valid credential from that address', async () => {
      for (let i = 0; i < 5; i += 1) expect((await from('10.0.0.1', `guess-${i}`)).statusCode).toBe(401);
      const blocked = await from('10.0.0.1', 'guess-5');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(blocked.body)).toEqual({
        id: expect.any(String),
        name: 'RateLimitError',
        message: expect.any(String),
        details: [{ message: expect.any(String) }],
      });
      // The same address with valid credentials of every kind: an admin, an SDK polling, a signal sender.
      expect((await from('10.0.0.1', ADMIN_TOKEN)).statusCode).toBe(200);
      expect((await from('10.0.0.1', clientToken, '/api/client/features')).statusCode).toBe(200);
      expect((await signal('10.0.0.1', `Bearer ${signalToken}`)).statusCode).toBe(200);
      // Other addresses (guessing another prefix) and the public health check are unaffected.
      expect((await from('10.0.0.2', 'other-guess')).statusCode).toBe(401);
      expect((await from('10.0.0.1', undefined, '/health')).statusCode).toBe(200);
    });

    it('limits guesses at one credential prefix spread over many addresses', async () => {
      for (let i = 0; i < 5; i += 1) expect((await from(`10.1.0.${i}`, `spray:env.guess-${i}`)).statusCode).toBe(401);
      expect((await from('10.1.0.99', 'spray:env.guess-x')).statusCode).toBe(429);
      expect((await from('10.1.0.99', 'other:env.guess-x')).statusCode).toBe(401);
      expect((await from('10.1.0.99', ADMIN_TOKEN)).statusCode).toBe(200);
    });

    it('counts failed signal-endpoint tokens too, and an unknown endpoint answers exactly as a wrong token', async () => {
      const wrong = await signal('10.0.0.3', 'Bearer wrong');
      const unknown = await signal('10.0.0.3', 'Bearer wrong', 'nobody');
      expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
      const strip = (body: string) => ({ ...JSON.parse(body), id: 'x' });
      expect(strip(unknown.body)).toEqual(strip(wrong.body));
      for (let i = 0; i < 3; i += 1) expect((await signal('10.0.0.3', 'Bearer wrong')).statusCode).toBe(401);
      expect((await signal('10.0.0.3', 'Bearer wrong')).statusCode).toBe(429);
      expect((await signal('10.0.0.3', `Bearer ${signalToken}`)).statusCode).toBe(200);
    });
  });
});
