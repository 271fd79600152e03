import { createTestApp, type TestApp } from '../support/test-app';

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
    const pat = await call(t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'leak', expiresAt: '2099-01-01T00:00:00Z' }));
    expect(pat.status).toBe(201);
    secrets.push(String(pat.body.secret));
    const own = await call(t.post('/api/admin/user/tokens', { description: 'own', expiresAt: '2099-01-01T00:00:00Z' }, { token: String(pat.body.secret) }));
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
    expect((await call(t.put(`/api/admin/api-tokens/${encodeURIComponent(`${client}x`)}`, { expiresAt: '2099-01-01T00:00:00Z' }))).status).toBe(404);
    expect((await call(t.put(`/api/admin/api-tokens/${encodeURIComponent(client)}`, { expiresAt: '2098-01-01T00:00:00Z' }))).status).toBe(200);
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
        expect({ where, secret: secret.slice(0, 12), count: text.split(random).length - 1 }).toEqual({ where, secret: secret.slice(0, 12), count: allowed });
      }
    }
  });
});
