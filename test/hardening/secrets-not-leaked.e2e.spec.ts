import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_TOKEN as ADMIN_TOKEN_FOR_LEAKS, createTestApp, type TestApp } from '../support/test-app';

/**
 * Every kind of secret (admin/client/frontend API tokens, a PAT, a signal-endpoint token) is
 * created, used, mistyped and managed by its secret; then neither the event log (data, metadata,
 * the public event API) nor anything the process logged (at debug level) nor any error body
 * contains the secret or its random part.
 */
describe('secrets never reach the event log, the logs or error bodies', () => {
  let t: TestApp;
  const logged: string[] = [];
  const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'debug' });
    const capture = (into: typeof writes.out) =>
      ((chunk: string | Uint8Array, ...rest: unknown[]) => {
        logged.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
        return (into as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof process.stdout.write;
    process.stdout.write = capture(writes.out);
    process.stderr.write = capture(writes.err);
  });
  afterAll(async () => {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    await t.close();
  });

  it('holds for every token kind', async () => {
    const bodies: string[] = [];
    const call = async (p: Promise<{ status: number; body: unknown }>) => {
      const res = await p;
      bodies.push(JSON.stringify(res.body ?? null));
      return res as { status: number; body: Record<string, unknown> };
    };
    const secrets: string[] = [];
    for (const body of [
      { tokenName: 'leak-admin', type: 'admin' },
      { tokenName: 'leak-client', type: 'client', environment: 'development', projects: ['default'] },
      { tokenName: 'leak-frontend', type: 'frontend', environment: 'development', projects: ['default'] },
    ]) {
      const res = await call(t.post('/api/admin/api-tokens', body));
      expect(res.status).toBe(201);
      secrets.push(String(res.body.secret));
    }
    const user = await call(t.post('/api/admin/user-admin', { email: 'leak@example.com', rootRole: 1 }));
    const pat = await call(
      t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'leak', expiresAt: '2099-01-01T00:00:00Z' }),
    );
    expect(pat.status).toBe(201);
    secrets.push(String(pat.body.secret));
    const own = await call(
      t.post('/api/admin/user/tokens', { description: 'own', expiresAt: '2099-01-01T00:00:00Z' }, { token: String(pat.body.secret) }),
    );
    expect(own.status).toBe(201);
    secrets.push(String(own.body.secret));
    const endpoint = await call(t.post('/api/admin/signal-endpoints', { name: 'leak-endpoint' }));
    const signalToken = await call(t.post(`/api/admin/signal-endpoints/${endpoint.body.id}/tokens`, { name: 'leak' }));
    expect(signalToken.status).toBe(201);
    secrets.push(String(signalToken.body.token));

    // Use them, mistype them, manage tokens by their secret, with good and bad bodies.
    const [admin, client] = secrets;
    expect((await call(t.get('/api/admin/events', { token: admin }))).status).toBe(200);
    expect((await call(t.get('/api/admin/events', { token: `Bearer ${admin}` }))).status).toBe(200);
    expect((await call(t.get('/api/admin/events', { token: client }))).status).toBe(403);
    for (const s of secrets) expect((await call(t.get('/api/admin/ui-config', { token: `${s}x` }))).status).toBe(401);
    expect((await call(t.post('/api/signal-endpoint/leak-endpoint', { a: 1 }, { token: `Bearer ${secrets[5]}` }))).status).toBe(200);
    expect((await call(t.post('/api/signal-endpoint/leak-endpoint', { a: 1 }, { token: `Bearer ${secrets[5]}x` }))).status).toBe(401);
    expect((await call(t.put(`/api/admin/api-tokens/${encodeURIComponent(client)}`, { expiresAt: 'not a date' }))).status).toBe(400);
    expect(
      (await call(t.put(`/api/admin/api-tokens/${encodeURIComponent(`${client}x`)}`, { expiresAt: '2099-01-01T00:00:00Z' }))).status,
    ).toBe(404);
    expect((await call(t.put(`/api/admin/api-tokens/${encodeURIComponent(client)}`, { expiresAt: '2098-01-01T00:00:00Z' }))).status).toBe(
      200,
    );
    expect((await call(t.delete(`/api/admin/projects/default/api-tokens/${encodeURIComponent(secrets[2])}`))).status).toBeLessThan(300);

    const events = await t.sql.query<{ row: string }>('SELECT row_to_json(e)::text AS row FROM es_events e');
    const publicLog = JSON.stringify((await t.get('/api/admin/events')).body);
    const haystacks: [string, string][] = [
      ['es_events (data, metadata, every column)', events.rows.map((r) => r.row).join('\n')],
      ['GET /api/admin/events', publicLog],
      ['captured logs', logged.join('')],
      ['response bodies', bodies.join('\n')],
    ];
    expect(events.rows.length).toBeGreaterThan(5);
    for (const secret of secrets) {
      const random = secret.slice(secret.search(/[0-9a-f]{32,}/)); // the random part, whatever the prefix
      expect(random.length).toBeGreaterThanOrEqual(32);
      for (const [where, text] of haystacks) {
        // Response bodies legitimately show each secret once: in the answer that created it.
        const allowed = where === 'response bodies' ? 1 : 0;
        expect({ where, secret: secret.slice(0, 12), count: text.split(random).length - 1 }).toEqual({
          where,
          secret: secret.slice(0, 12),
          count: allowed,
        });
      }
    }
  });

  it('holds for passwords, their hashes and session secrets: no route, export, event or log line shows them', async () => {
    const passwords = ['Leaky-Horse-91', 'Leaky-Staple-82', 'Leaky-Reset-73', 'Leaky-Wrong-64'];
    const created = await t.post('/api/admin/user-admin', { username: 'leaky', rootRole: 'Editor', password: passwords[0] });
    expect(created.status).toBe(201);
    const signIn = async (password: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/simple/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'leaky', password }),
      });
      return {
        status: res.statusCode,
        body: res.body,
        cookie: /pennant_session=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1] ?? '',
      };
    };
    const bodies: string[] = [];
    const first = await signIn(passwords[0]);
    expect(first.status).toBe(200);
    bodies.push(first.body, (await signIn(passwords[3])).body);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/change-password',
      headers: {
        cookie: `pennant_session=${first.cookie}`,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ password: passwords[1], oldPassword: passwords[0] }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.post(`/api/admin/user-admin/${created.body.id}/change-password`, { password: passwords[2] })).status).toBe(200);
    const hashes = (await t.sql.query<{ password_hash: string }>('SELECT password_hash FROM auth_credentials')).rows.map(
      (r) => r.password_hash,
    );
    expect(hashes.length).toBeGreaterThan(0);

    // Every GET route of the API as an admin, with the parameters that exist here.
    const doc = JSON.parse(readFileSync(join(__dirname, '../../docs/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const params: Record<string, string> = {
      id: String(created.body.id),
      projectId: 'default',
      featureName: 'x',
      environment: 'development',
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      const op = ops.get;
      if (!op || Object.values(op.responses).some((r) => r.content?.['text/event-stream'])) continue;
      const res = await t.app.inject({
        method: 'GET',
        url: path.replace(/\{(\w+)\}/g, (_m, n: string) => params[n] ?? '1'),
        headers: { authorization: ADMIN_TOKEN_FOR_LEAKS },
      });
      bodies.push(res.body);
    }
    const exported = (
      await t.app.inject({ method: 'GET', url: '/api/admin/events/export', headers: { authorization: ADMIN_TOKEN_FOR_LEAKS } })
    ).body;
    const events = (await t.sql.query<{ row: string }>('SELECT row_to_json(e)::text AS row FROM es_events e')).rows
      .map((r) => r.row)
      .join('\n');
    const haystacks: [string, string][] = [
      ['es_events', events],
      ['GET /api/admin/events/export', exported],
      ['GET routes and sign-in answers', bodies.join('\n')],
      ['captured logs', logged.join('')],
    ];
    for (const [where, text] of haystacks) {
      for (const needle of [...passwords, ...hashes, '$argon2', first.cookie])
        expect({ where, needle: needle.slice(0, 14), found: text.includes(needle) }).toEqual({
          where,
          needle: needle.slice(0, 14),
          found: false,
        });
    }
  });
});
