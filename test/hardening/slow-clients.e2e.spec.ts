import { randomBytes } from 'node:crypto';
import { freePort } from '../../libs/platform/src/database/free-port';
import { eventually } from '../support/eventually';
import { rawConnection, requestHead, type RawConnection } from '../support/raw-http';
import { exchange, startService, type ServiceProcess } from '../support/service-process';
import { ADMIN_TOKEN } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Slow clients time out and cannot crowd others out. The service runs as a child
// process (its own descriptors) with HTTP_IDLE_TIMEOUT_MS=4000 and HTTP_REQUEST_TIMEOUT_MS=15000
// (margins wide enough for a machine loaded by other work: a trickle every 500 ms is 8× under the idle limit).
// - 500 connections trickling authenticated request bodies are held while other clients' reads
//   and writes keep succeeding; once they stop sending, each gets 408 {id, name, message} and is
//   closed within the idle timeout (plus the check);
// - unauthenticated slow bodies are answered 401 and closed at once, the body never awaited;
// - headers that stop arriving are cut after the idle timeout; a body trickled for longer than
//   the request timeout is cut too.

const SLOW = 500;
const IDLE_MS = 4000;
const REQUEST_MS = 15000;
const base = '/api/admin/projects/default/features';

describe('hardening: slow clients', () => {
  let db: TestDatabase;
  let service: ServiceProcess;
  let port: number;
  const run = randomBytes(3).toString('hex');
  const open: RawConnection[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    port = await freePort();
    service = await startService({
      DATABASE_URL: db.url,
      PORT: String(port),
      INIT_ADMIN_API_TOKENS: ADMIN_TOKEN,
      LOG_LEVEL: 'error',
      HTTP_IDLE_TIMEOUT_MS: String(IDLE_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      AUTH_FAILURES_PER_MINUTE: '0',
    });
  }, 90_000);

  afterAll(async () => {
    for (const connection of open) connection.socket.destroy();
    service?.child.kill('SIGTERM');
    await service?.exited;
    await db?.drop();
  });

  /** Opens a connection that announces a 1,000-byte body and sends its first byte. */
  async function slowBody(token: string | null): Promise<RawConnection> {
    const connection = await rawConnection(port);
    open.push(connection);
    connection.write(requestHead('POST', base, token ? { authorization: token } : {}, 1000) + '{');
    return connection;
  }

  it(`holds ${SLOW} slow-body connections without slowing other clients, then times each out with a 408`, async () => {
    const slow = await Promise.all(Array.from({ length: SLOW }, () => slowBody(ADMIN_TOKEN)));
    // Keep them trickling, a byte every 500 ms (under the idle timeout).
    const trickle = setInterval(() => slow.forEach((c) => !c.isClosed() && c.write(' ')), 500);
    try {
      // Meanwhile other clients read and write as usual.
      const latencies: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const started = Date.now();
        const created = await exchange(port, 'POST', base, { token: ADMIN_TOKEN, body: { name: `slow-${run}-${i}` } });
        const read = await exchange(port, 'GET', `${base}/slow-${run}-${i}`, { token: ADMIN_TOKEN });
        latencies.push(Date.now() - started);
        expect([('status' in created && created.status) || created, ('status' in read && read.status) || read]).toEqual([201, 200]);
      }
      latencies.sort((a, b) => a - b);
      process.stdout.write(`slow clients: ${SLOW} slow bodies held; write+read p50 ${latencies[10]} ms, max ${latencies[19]} ms\n`);
      expect(latencies[19]).toBeLessThan(5000); // none waited on the slow ones (a starved loop or exhausted descriptors would)
      expect(slow.filter((c) => c.isClosed())).toEqual([]); // the trickling ones were all held meanwhile
    } finally {
      clearInterval(trickle);
    }

    // They stop sending: each is answered 408 and closed.
    const stoppedAt = Date.now();
    const answers = await Promise.all(slow.map((c) => c.response(IDLE_MS + 10_000)));
    await Promise.all(slow.map((c) => c.closed));
    const closedAfter = Date.now() - stoppedAt;
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([408]));
    expect(JSON.parse(answers[0].body)).toEqual({ id: expect.any(String), name: 'RequestTimeoutError', message: expect.any(String) });
    expect(answers[0].headers.connection).toBe('close');
    expect(closedAfter).toBeLessThan(IDLE_MS + 5000);
    process.stdout.write(`slow clients: all ${SLOW} closed ${closedAfter} ms after their last byte\n`);
  }, 120_000);

  it('answers unauthenticated slow bodies 401 and closes them at once', async () => {
    const connections = await Promise.all(Array.from({ length: 100 }, () => slowBody(null)));
    const answers = await Promise.all(connections.map((c) => c.response(IDLE_MS)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([401]));
    expect(answers[0].headers.connection).toBe('close');
    // Closed by the server although the announced body never came, well before the idle timeout.
    const started = Date.now();
    await Promise.all(connections.map((c) => c.closed));
    expect(Date.now() - started).toBeLessThan(IDLE_MS);
  }, 60_000);

  it('cuts headers that stop arriving after the idle timeout', async () => {
    const connection = await rawConnection(port);
    open.push(connection);
    connection.write(`GET /api/admin/projects HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${ADMIN_TOKEN}\r\n`);
    const started = Date.now();
    await connection.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_MS - 100);
    expect(Date.now() - started).toBeLessThan(IDLE_MS + 5000);
  }, 60_000);

  it('cuts a body trickled for longer than the request timeout (408)', async () => {
    const connection = await slowBody(ADMIN_TOKEN);
    const started = Date.now();
    const trickle = setInterval(() => !connection.isClosed() && connection.write(' '), 500);
    try {
      const answer = await connection.response(REQUEST_MS + 10_000);
      expect(answer.status).toBe(408);
      await connection.closed;
    } finally {
      clearInterval(trickle);
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_MS - 1000);
    await eventually(
      async () => {
        const health = await exchange(port, 'GET', '/health');
        return 'status' in health && health.status === 200;
      },
      { timeoutMs: 5000 },
    );
  }, 60_000);
});
