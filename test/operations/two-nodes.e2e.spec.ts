import { Pool } from 'pg';
import { freePort } from '../../libs/platform/src/database/free-port';
import { eventually } from '../support/eventually';
import { stopService } from '../support/service-on-database';
import { exchange, listening, spawnService, type Answer, type ServiceProcess } from '../support/service-process';
import { ADMIN_TOKEN } from '../support/test-app';
import { createEmptyTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Two service processes started at the same moment on one empty PostgreSQL, as two nodes behind a
 * load balancer (ADR 0057): both come up (every first-start step is safe on N nodes: migrations,
 * the default project, the first admin), a token deleted through one is refused by the other
 * within 2 s, and the signal limits hold for the cluster, not per node.
 */
describe('two nodes on one empty database', () => {
  let db: TestDatabase;
  let sql: Pool;
  let a: ServiceProcess;
  let b: ServiceProcess;
  let portA = 0;
  let portB = 0;

  const call = async (port: number, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> => {
    const answer = await exchange(port, method, path, { token: ADMIN_TOKEN, ...options });
    if ('error' in answer) throw new Error(`${method} ${path} on port ${port}: ${answer.error}`);
    return answer;
  };

  beforeAll(async () => {
    db = await createEmptyTestDatabase();
    sql = new Pool({ connectionString: db.url, max: 1 });
    [portA, portB] = [await freePort(), await freePort()];
    const env = (port: number) => ({
      DATABASE_URL: db.url,
      PORT: String(port),
      INIT_ADMIN_API_TOKENS: ADMIN_TOKEN,
      INIT_ADMIN_PASSWORD: '',
      LOG_LEVEL: 'error',
      SIGNAL_ENDPOINTS_LIMIT: '1',
    });
    // The same moment: neither waits for the other.
    a = spawnService(env(portA));
    b = spawnService(env(portB));
    await Promise.all([listening(a, 180_000), listening(b, 180_000)]);
  }, 200_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((s) => stopService(s, 'SIGTERM')));
    await sql?.end();
    await db?.drop();
  });

  it('both come up; the first-start steps ran once (one admin with one printed password, one default project)', async () => {
    for (const node of [a, b]) {
      expect(node.output()).not.toContain('failed to start');
      expect(node.child.exitCode).toBeNull();
    }
    expect((await call(portA, 'GET', '/health')).status).toBe(200);
    expect((await call(portB, 'GET', '/health')).status).toBe(200);
    const admins = await sql.query("SELECT id FROM rm_users WHERE username = 'admin'");
    expect(admins.rowCount).toBe(1);
    const printed = [a, b].filter((node) => /sign in: {2}admin \/ \S+/.test(node.output()));
    expect(printed).toHaveLength(1);
    const projects = await sql.query(
      "SELECT count(*)::int AS n FROM es_events WHERE type = 'project-created' AND stream_id = 'project-default'",
    );
    expect(projects.rows[0].n).toBe(1);
  });

  it('a client token deleted through node A is refused by node B within 2 s', async () => {
    const created = await call(portA, 'POST', '/api/admin/api-tokens', {
      body: { tokenName: 'two-nodes-sdk', type: 'client', environment: 'development', projects: ['*'] },
    });
    expect(created.status).toBe(201);
    const secret = (created.body as { secret: string }).secret;
    expect((await call(portB, 'GET', '/api/client/features', { token: secret })).status).toBe(200); // B has it cached
    expect((await call(portA, 'DELETE', `/api/admin/api-tokens/${encodeURIComponent(secret)}`)).status).toBe(200);
    await eventually(async () => (await call(portB, 'GET', '/api/client/features', { token: secret })).status === 401, {
      timeoutMs: 2000,
      intervalMs: 25,
      what: 'node B refusing the token deleted through node A',
    });
  });

  it('the signal limits hold for the cluster: endpoint count and 1 request per second per endpoint', async () => {
    // SIGNAL_ENDPOINTS_LIMIT=1 on both nodes: two creates at once, one per node, leave one endpoint.
    const creates = await Promise.all([
      call(portA, 'POST', '/api/admin/signal-endpoints', { body: { name: 'hook-a' } }),
      call(portB, 'POST', '/api/admin/signal-endpoints', { body: { name: 'hook-b' } }),
    ]);
    expect(creates.map((c) => c.status).sort()).toEqual([201, 400]);
    const created = creates.find((c) => c.status === 201) as Answer;
    const endpoint = created.body as { id: number; name: string };
    const token = await call(portA, 'POST', `/api/admin/signal-endpoints/${endpoint.id}/tokens`, { body: { name: 'ci' } });
    expect(token.status).toBe(201);
    const bearer = `Bearer ${(token.body as { token: string }).token}`;
    // Two signals in the same second, one per node, to the same endpoint: one is accepted.
    const sent = await Promise.all(
      [portA, portB].map((port) => call(port, 'POST', `/api/signal-endpoint/${endpoint.name}`, { token: bearer, body: { port } })),
    );
    expect(sent.map((s) => s.status).sort()).toEqual([200, 429]);
    const limited = sent.find((s) => s.status === 429) as Answer;
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.body).toMatchObject({ name: 'RateLimitError', id: expect.any(String), message: expect.any(String) });
    const stored = await sql.query('SELECT count(*)::int AS n FROM signals WHERE source_id = $1', [endpoint.id]);
    expect(stored.rows[0].n).toBe(1);
  });
});
