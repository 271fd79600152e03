import { freePort } from '../../libs/platform/src/database/free-port';
import { startService, type ServiceProcess } from '../support/service-process';
import { connectSse } from '../support/sse-client';
import { ADMIN_TOKEN } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Open SDK streams never hold a shutdown. At SIGTERM the service ends them (the SDKs
// reconnect, elsewhere behind a load balancer, and resume from their Last-Event-ID) before it
// drains; it exits 0 well before the drain deadline, which only requests still running reach.

describe('fault: SIGTERM with SDK streams open', () => {
  let db: TestDatabase;
  let service: ServiceProcess | null = null;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    service?.child.kill('SIGKILL');
    await db?.drop();
  });

  it('ends every SDK stream, drains and exits 0 before the deadline', async () => {
    const port = await freePort();
    service = await startService({
      DATABASE_URL: db.url,
      PORT: String(port),
      INIT_ADMIN_API_TOKENS: ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    const current = service;
    const streams = await Promise.all(
      [1, 2, 3].map(() => connectSse(port, '/api/client/streaming', { authorization: ADMIN_TOKEN, 'unleash-client-spec': '5.2.0' })),
    );
    for (const s of streams) await s.waitFor((events) => events.length === 1);
    expect(streams.map((s) => s.events[0].event)).toEqual(['unleash-connected', 'unleash-connected', 'unleash-connected']);
    const signalled = Date.now();
    current.child.kill('SIGTERM');
    await Promise.all(streams.map((s) => s.ended));
    expect(await current.exited).toEqual({ code: 0, signal: null });
    service = null;
    // Had the streams been left to the drain, it would have waited the whole 30 s and exited 1.
    expect(Date.now() - signalled).toBeLessThan(20_000);
  }, 120_000);
});
