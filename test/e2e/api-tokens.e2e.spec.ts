import { createTestApp, type TestApp } from '../support/test-app';

const base = '/api/admin/api-tokens';

describe('API tokens /api/admin/api-tokens', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ API_TOKENS_LIMIT: '6' });
  });
  afterAll(() => t.close());

  async function create(body: Record<string, unknown>) {
    const res = await t.post(base, body);
    expect(res.status).toBe(201);
    return res;
  }

  async function expectNoTokens(): Promise<void> {
    const rows = await t.sql.query<{ secret_hash: string }>('SELECT secret_hash FROM rm_api_tokens');
    expect(rows.rowCount).toBe(0);
  }

  it('creates an admin token (201, location, secret in Unleash format) that can call admin endpoints', async () => {
    const before = await t.eventCount();
    const res = await create({ tokenName: 'ops', type: 'ADMIN' });
    expect(res.headers.location).toBe('api-tokens');
    expect(res.body).toEqual({
      secret: expect.stringMatching(/^\*:\*\.[0-9a-f]{56}$/),
      tokenName: 'ops',
      username: 'ops',
      type: 'admin',
      environment: '*',
      project: '*',
      projects: ['*'],
      expiresAt: null,
      createdAt: expect.any(String),
      alias: null,
      seenAt: null,
      secure: true,
      fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(await t.eventCount()).toBe(before + 1);
    const secret = res.body.secret as string;
    const events = await t.get('/api/admin/events', { token: secret });
    expect(events.status).toBe(200);
    expect(events.body.events[0]).toMatchObject({ type: 'api-token-created', createdBy: 'admin', createdByUserId: -42 });
    // The secret never leaves the create answer: not in the log, not in the list.
    const text = JSON.stringify(events.body);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.slice(4));
    expect(events.body.events[0].data.secretHash).toBeUndefined();
    const list = await t.get(base, { token: `Bearer ${secret}` });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(4, 20));
    expect(list.body.tokens).toEqual([expect.objectContaining({ tokenName: 'ops', secret: `*:*.${secret.slice(4, 8)}…` })]);
    // A write by the new token is attributed to its name.
    const flag = await t.post('/api/admin/projects/default/features', { name: 'by-ops' }, { token: secret });
    expect(flag.status).toBe(201);
    const log = await t.get('/api/admin/events/by-ops');
    expect(log.body.events[0]).toMatchObject({ type: 'feature-created', createdBy: 'ops' });
    expect((await t.delete(`${base}/${secret}`)).status).toBe(200);
    await expectNoTokens();
  });

  it('client and frontend tokens: scoped secrets, 403 on admin paths, accepted elsewhere', async () => {
    const client = await create({ username: 'sdk', type: 'client', environment: 'production', project: 'default' });
    expect(client.body).toMatchObject({ type: 'client', environment: 'production', project: 'default', projects: ['default'] });
    expect(client.body.secret).toMatch(/^default:production\.[0-9a-f]{56}$/);
    const bare = await create({ tokenName: 'bare', type: 'Frontend' });
    expect(bare.body.secret).toMatch(/^\*:development\.[0-9a-f]{56}$/);
    await t.post('/api/admin/projects', { id: 'second', name: 'Second' });
    const multi = await create({ tokenName: 'multi', type: 'client', environment: 'development', projects: ['default', 'second'] });
    expect(multi.body).toMatchObject({ project: '[]', projects: ['default', 'second'] });
    expect(multi.body.secret).toMatch(/^\[\]:development\./);

    const denied = await t.get('/api/admin/projects', { token: client.body.secret });
    expect(denied.status).toBe(403);
    expect((await t.get('/api/admin/projects', { token: bare.body.secret })).status).toBe(403);
    // Accepted outside the admin API: the client token reads the client API in its scope.
    const features = await t.get('/api/client/features', { token: client.body.secret });
    expect(features.status).toBe(200);
    expect(features.body.query).toMatchObject({ environment: 'production', project: ['default'] });

    const projectTokens = await t.post('/api/admin/projects/default/api-tokens', {
      tokenName: 'p',
      type: 'client',
      environment: 'development',
    });
    expect(projectTokens.status).toBe(201);
    expect(projectTokens.body.secret).toMatch(/^default:development\./);
    const listed = await t.get('/api/admin/projects/default/api-tokens');
    expect(listed.body.tokens.map((x: { tokenName: string }) => x.tokenName).sort()).toEqual(['p', 'sdk']);
    expect((await t.delete(`/api/admin/projects/second/api-tokens/${encodeURIComponent(projectTokens.body.secret)}`)).status).toBe(404);
    for (const s of [client, bare, multi, projectTokens])
      expect((await t.delete(`${base}/${encodeURIComponent(s.body.secret)}`)).status).toBe(200);
    await expectNoTokens();
  });

  it('a deleted or expired token is refused with 401', async () => {
    const res = await create({ tokenName: 'short-lived', type: 'admin' });
    const secret = res.body.secret as string;
    expect((await t.get('/api/admin/projects', { token: secret })).status).toBe(200);
    const update = await t.put(`${base}/${secret}`, { expiresAt: '2001-01-01T00:00:00Z' });
    expect(update.status).toBe(200);
    const expired = await t.get('/api/admin/projects', { token: secret });
    expect(expired.status).toBe(401);
    expect(expired.body.name).toBe('AuthenticationRequired');
    expect((await t.put(`${base}/${secret}`, { expiresAt: '2999-01-01T00:00:00Z' })).status).toBe(200);
    expect((await t.get('/api/admin/projects', { token: secret })).status).toBe(200);
    expect((await t.delete(`${base}/${secret}`)).status).toBe(200);
    expect((await t.get('/api/admin/projects', { token: secret })).status).toBe(401);
    const again = await t.delete(`${base}/${secret}`);
    expect(again.status).toBe(404);
    expect(JSON.stringify(again.body)).not.toContain(secret.slice(4));
    expect((await t.get('/api/admin/projects', { token: '*:*.never-issued' })).status).toBe(401);
    await expectNoTokens();
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await t.eventCount();
    const bad: Record<string, unknown>[] = [
      { type: 'client' },
      { tokenName: 'a', username: 'b', type: 'client' },
      { tokenName: 'a', type: 'superuser' },
      { tokenName: 'a', type: 'admin', environment: 'development' },
      { tokenName: 'a', type: 'admin', project: 'default' },
      { tokenName: 'a', type: 'client', environment: '*' },
      { tokenName: 'a', type: 'client', project: 'nope' },
      { tokenName: 'a', type: 'client', environment: 'nope' },
      { tokenName: 'a', type: 'client', expiresAt: 'soon' },
      { tokenName: 'a', type: 'client', expiresAt: '2001-01-01T00:00:00Z' },
      { tokenName: 42, type: 'client' },
    ];
    for (const body of bad) {
      const res = await t.post(base, body);
      expect([res.status, res.body.name, body]).toEqual([400, 'BadDataError', body]);
    }
    expect((await t.post('/api/admin/projects/default/api-tokens', { tokenName: 'a', type: 'admin' })).status).toBe(400);
    expect((await t.put(`${base}/unknown-secret`, { expiresAt: 'x' })).status).toBe(400);
    expect((await t.put(`${base}/unknown-secret`, { expiresAt: null })).status).toBe(404);
    expect(await t.eventCount()).toBe(before);
  });

  it('refuses to exceed API_TOKENS_LIMIT with 400 ExceedsLimitError', async () => {
    const secrets: string[] = [];
    for (let i = 0; i < 6; i += 1) secrets.push((await create({ tokenName: `t${i}`, type: 'client' })).body.secret);
    const before = await t.eventCount();
    const over = await t.post(base, { tokenName: 'one-too-many', type: 'client' });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      id: expect.any(String),
      name: 'ExceedsLimitError',
      message: expect.stringContaining('6'),
      details: [{ message: expect.stringContaining('6') }],
    });
    expect(await t.eventCount()).toBe(before);
    for (const s of secrets) expect((await t.delete(`${base}/${s}`)).status).toBe(200);
    await expectNoTokens();
  });
  it('revokes a token by the fingerprint its listing shows (Pennant addition: the list masks secrets)', async () => {
    const res = await create({ tokenName: 'lost-secret', type: 'client', environment: 'development' });
    const secret = res.body.secret as string;
    const listed = (await t.get(base)).body.tokens as Array<{ tokenName: string; fingerprint: string }>;
    const fingerprint = listed.find((x) => x.tokenName === 'lost-secret')?.fingerprint;
    expect(fingerprint).toBe(res.body.fingerprint);
    expect(secret).not.toContain(fingerprint);
    expect((await t.get('/api/client/features', { token: secret })).status).toBe(200);
    // A fingerprint is a handle, not a credential.
    expect((await t.get('/api/client/features', { token: String(fingerprint) })).status).toBe(401);
    const before = await t.eventCount();
    expect((await t.delete(`${base}/fingerprint/${fingerprint}`, { token: secret })).status).toBe(403);
    expect((await t.delete(`${base}/fingerprint/${fingerprint}`)).status).toBe(200);
    expect(await t.eventCount()).toBe(before + 1);
    expect((await t.get('/api/admin/events')).body.events[0]).toMatchObject({
      type: 'api-token-deleted',
      preData: { tokenName: 'lost-secret' },
    });
    expect((await t.get('/api/client/features', { token: secret })).status).toBe(401);
    const again = await t.delete(`${base}/fingerprint/${fingerprint}`);
    expect([again.status, again.body.name]).toEqual([404, 'NotFoundError']);
    expect((await t.delete(`${base}/fingerprint/not-hex`)).status).toBe(400);
    expect(await t.eventCount()).toBe(before + 1);
    await expectNoTokens();
  });
});
