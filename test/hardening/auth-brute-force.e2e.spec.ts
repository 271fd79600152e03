import { FailedAuthLimiter } from '../../libs/platform/src/auth/failed-auth-limiter';
import { createTestApp, ADMIN_TOKEN, type TestApp } from '../support/test-app';

describe('brute-force protection on token checks', () => {
  describe('FailedAuthLimiter', () => {
    it('blocks a client after its budget of failures until the window ends; other clients are unaffected', () => {
      let now = 1_000_000;
      const sut = new FailedAuthLimiter(3, 60_000, () => now);
      for (let i = 0; i < 3; i += 1) {
        expect(sut.retryAfterSeconds('a')).toBe(0);
        sut.recordFailure('a');
      }
      expect(sut.retryAfterSeconds('a')).toBe(60);
      expect(sut.retryAfterSeconds('b')).toBe(0);
      now += 59_001;
      expect(sut.retryAfterSeconds('a')).toBe(1);
      now += 1_000;
      expect(sut.retryAfterSeconds('a')).toBe(0);
    });

    it('is off at 0 and bounded in memory', () => {
      const off = new FailedAuthLimiter(0);
      for (let i = 0; i < 10; i += 1) off.recordFailure('a');
      expect(off.retryAfterSeconds('a')).toBe(0);
      const small = new FailedAuthLimiter(1, 60_000, Date.now, 2);
      for (const c of ['a', 'b', 'c']) small.recordFailure(c);
      expect(small.retryAfterSeconds('a')).toBe(0); // forgotten (oldest)
      expect(small.retryAfterSeconds('c')).toBeGreaterThan(0);
    });
  });

  describe('through HTTP', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ AUTH_FAILURES_PER_MINUTE: '5' });
    });
    afterAll(() => t.close());

    const from = (ip: string, authorization?: string, url = '/api/admin/ui-config') =>
      t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: authorization ? { authorization } : {} });

    it('answers 429 with Retry-After after 5 failed checks from one address, before checking any token', async () => {
      for (let i = 0; i < 5; i += 1) expect((await from('10.0.0.1', `*:*.guess-${i}`)).statusCode).toBe(401);
      const blocked = await from('10.0.0.1', '*:*.guess-5');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(blocked.body)).toEqual({ id: expect.any(String), name: 'RateLimitError', message: expect.any(String) });
      // Even the right token: the address learns nothing more this minute.
      expect((await from('10.0.0.1', ADMIN_TOKEN)).statusCode).toBe(429);
      // Other addresses and the public health check are unaffected.
      expect((await from('10.0.0.2', ADMIN_TOKEN)).statusCode).toBe(200);
      expect((await from('10.0.0.1', undefined, '/health')).statusCode).toBe(200);
    });

    it('counts failed signal-endpoint tokens too', async () => {
      const intake = (ip: string) => t.app.inject({ method: 'POST', url: '/api/signal-endpoint/nobody', remoteAddress: ip, headers: { authorization: 'Bearer wrong', 'content-type': 'application/json' }, payload: '{}' });
      const endpoint = await t.post('/api/admin/signal-endpoints', { name: 'bf' });
      expect(endpoint.status).toBe(201);
      const send = (ip: string) => t.app.inject({ method: 'POST', url: '/api/signal-endpoint/bf', remoteAddress: ip, headers: { authorization: 'Bearer wrong', 'content-type': 'application/json' }, payload: '{}' });
      for (let i = 0; i < 5; i += 1) expect((await send('10.0.0.3')).statusCode).toBe(401);
      expect((await send('10.0.0.3')).statusCode).toBe(429);
      expect((await intake('10.0.0.4')).statusCode).toBe(404);
    });
  });
});
