import { createHash } from 'node:crypto';
import { eventually } from '../support/eventually';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';

/**
 * Public sign-up links (ADR 0051, 0060), Unleash's `/api/admin/invite-link/tokens` and
 * `/invite/{token}/validate|signup`: an admin creates a link and sees its secret once (later by
 * its fingerprint); anyone with it creates a Viewer account; the secret is in no event, no export
 * and no table; a link stopped by a past expiry or disabled refuses at once and records nothing; a
 * rebuild keeps every answer.
 */
const HOST = 'pennant.test';
const ORIGIN = `http://${HOST}`;
const PASSWORD = 'Signed-Up-Horse-9';
const WEEK = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
/** How the list names a link once its secret was shown: the first 16 hex digits of its SHA-256. */
const fingerprintOf = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 16);
const INVALID = { id: expect.any(String), name: 'InvalidTokenError', message: expect.stringMatching(/^This sign-up link does not work/) };

describe('public sign-up links', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_FAILURES_PER_15_MINUTES: '20' });
  });
  afterAll(() => t.close());

  type Call = { body?: unknown; address?: string; token?: string; cookie?: string; on?: TestApp };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, { body, address = '10.8.0.1', token, cookie, on = t }: Call = {}) => {
    const headers: Record<string, string> = { host: HOST };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = token;
    if (cookie) Object.assign(headers, { cookie: `pennant_session=${cookie}`, origin: ORIGIN });
    const res = await on.app.inject({
      method,
      url,
      remoteAddress: address,
      headers,
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookieOut = /pennant_session=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1] ?? null;
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, headers: res.headers, cookie: cookieOut };
  };
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => call(method, url, { body, token: ADMIN_TOKEN });
  const validate = (secret: string, address?: string) => call('GET', `/invite/${encodeURIComponent(secret)}/validate`, { address });
  const signUp = (secret: string, body: unknown, address?: string) =>
    call('POST', `/invite/${encodeURIComponent(secret)}/signup`, { body, address });
  const TOKENS = '/api/admin/invite-link/tokens';

  let secret = '';

  it('creates a Viewer link (its secret and url shown once), lists it by fingerprint, and lets a person sign up and sign in as a Viewer', async () => {
    const expiresAt = WEEK();
    const created = await admin('POST', TOKENS, { name: 'Team sign-up', expiresAt });
    expect(created.status).toBe(201);
    secret = created.body.secret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.headers.location).toBe(`invite-link/tokens/${fingerprintOf(secret)}`);
    expect(created.body).toEqual({
      secret,
      url: `${ORIGIN}/new-user?invite=${secret}`,
      name: 'Team sign-up',
      enabled: true,
      expiresAt,
      createdAt: expect.any(String),
      createdBy: expect.any(String),
      users: [],
      role: { id: 3, name: 'Viewer', type: 'root' },
    });
    // Afterwards the link is named by its fingerprint, without its url: only the secret's hash is kept.
    const listed = { ...created.body, secret: fingerprintOf(secret), url: null };
    expect((await admin('GET', TOKENS)).body).toEqual({ tokens: [listed] });
    expect((await admin('GET', `${TOKENS}/${secret}`)).body).toEqual(listed);
    expect((await admin('GET', `${TOKENS}/${fingerprintOf(secret)}`)).body).toEqual(listed);
    const kept = (await t.sql.query('SELECT * FROM auth_signup_links')).rows;
    expect(kept).toEqual([
      expect.objectContaining({ fingerprint: fingerprintOf(secret), secret_hash: createHash('sha256').update(secret).digest('hex') }),
    ]);
    expect(JSON.stringify(kept)).not.toContain(secret);
    expect((await admin('GET', `${TOKENS}/not-a-link`)).status).toBe(404);
    expect((await call('GET', TOKENS)).status).toBe(401);

    expect((await validate(secret)).status).toBe(200);
    const before = await t.eventCount();
    const signedUp = await signUp(secret, { name: 'Sam Signup', email: 'sam@example.com', password: PASSWORD });
    expect(signedUp.status).toBe(201);
    expect(signedUp.body).toMatchObject({ name: 'Sam Signup', email: 'sam@example.com', rootRole: 3, isActive: true });
    expect(JSON.stringify(signedUp.body)).not.toMatch(/password|Horse/i);
    expect(signedUp.cookie).toBeNull();
    expect(await t.eventCount()).toBe(before + 2);
    // The write names its last recorded event, as admin writes do (ADR 0041): the console links to it.
    const head = (await t.sql.query('SELECT max(position) AS p FROM es_events')).rows[0].p;
    expect(signedUp.headers['pennant-last-event-id']).toBe(String(head));

    // Signs in like anyone; the session reads but may not write (a Viewer).
    const login = await call('POST', '/auth/simple/login', { body: { username: 'sam@example.com', password: PASSWORD } });
    expect(login.status).toBe(200);
    const cookie = login.cookie as string;
    expect((await call('GET', '/api/admin/projects', { cookie })).status).toBe(200);
    const write = await call('POST', '/api/admin/projects/default/features', { cookie, body: { name: 'viewer-cannot' } });
    expect([write.status, write.body.name]).toEqual([403, 'NoAccessError']);

    const withUser = (await admin('GET', `${TOKENS}/${secret}`)).body;
    expect(withUser.users).toEqual([{ id: signedUp.body.id, name: 'Sam Signup', email: 'sam@example.com', username: null }]);
  });

  it('records user-created (Viewer) and the link events, and the secret is in no event nor export', async () => {
    const events = (await admin('GET', '/api/admin/events')).body.events as Array<{ type: string; createdBy: string; data: unknown }>;
    const types = events.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['public-signup-token-created', 'public-signup-token-user-added', 'user-created']));
    const userCreated = events.find((e) => e.type === 'user-created');
    expect(userCreated).toMatchObject({ createdBy: 'sam@example.com', data: { email: 'sam@example.com', rootRole: 3 } });
    expect(events.find((e) => e.type === 'public-signup-token-created')?.data).toMatchObject({ secret: '***', name: 'Team sign-up' });
    expect(JSON.stringify(events)).not.toContain(secret);
    const exported = await t.app.inject({ method: 'GET', url: '/api/admin/events/export', headers: { authorization: ADMIN_TOKEN } });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('public-signup-token-user-added');
    expect(exported.body).not.toContain(secret);
    expect(JSON.stringify((await t.sql.query('SELECT data, metadata FROM es_events')).rows)).not.toContain(secret);
  });

  it('a link stopped by a past expiry (how the UI deletes) or disabled refuses at once and records nothing', async () => {
    const stopped = await admin('PUT', `${TOKENS}/${secret}`, { expiresAt: new Date().toISOString() });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ secret: fingerprintOf(secret), enabled: true });
    expect(Date.parse(stopped.body.expiresAt)).toBeLessThanOrEqual(Date.now());
    const before = await t.eventCount();
    expect(await validate(secret)).toMatchObject({ status: 400, body: INVALID });
    expect(await signUp(secret, { email: 'late@example.com', password: PASSWORD })).toMatchObject({ status: 400, body: INVALID });

    const other = (await admin('POST', TOKENS, { name: 'Second', expiresAt: WEEK() })).body.secret as string;
    expect((await validate(other)).status).toBe(200);
    const disabled = await admin('PUT', `${TOKENS}/${other}`, { enabled: false });
    expect(disabled.body).toMatchObject({ enabled: false });
    const afterWrites = await t.eventCount();
    expect(afterWrites).toBe(before + 2);
    expect(await validate(other)).toMatchObject({ status: 400, body: INVALID });
    expect(await signUp(other, { email: 'late@example.com', password: PASSWORD })).toMatchObject({ status: 400, body: INVALID });
    expect(await signUp('unknown-link', { email: 'late@example.com', password: PASSWORD })).toMatchObject({ status: 400, body: INVALID });
    expect(await t.eventCount()).toBe(afterWrites);
    expect((await call('POST', '/auth/simple/login', { body: { username: 'late@example.com', password: PASSWORD } })).status).toBe(401);
    // The same PUT again changes nothing and records nothing.
    expect((await admin('PUT', `${TOKENS}/${other}`, { enabled: false })).status).toBe(200);
    expect(await t.eventCount()).toBe(afterWrites);
    expect((await admin('PUT', `${TOKENS}/${other}`, { enabled: true })).body).toMatchObject({ enabled: true });
  });

  it('refuses bad input with 400 {id, name, message} and records nothing', async () => {
    const live = (await admin('POST', TOKENS, { name: 'Bad input', expiresAt: WEEK() })).body.secret as string;
    await signUp(live, { email: 'taken@example.com', password: PASSWORD });
    const before = await t.eventCount();
    for (const body of [
      {},
      { name: 'x' },
      { name: '', expiresAt: WEEK() },
      { name: 'x', expiresAt: 'soon' },
      { name: 'x', expiresAt: '2001-01-01T00:00:00Z' },
      { name: 'x', expiresAt: WEEK(), roleId: 1 },
    ]) {
      const res = await admin('POST', TOKENS, body);
      expect([res.status, res.body.name, body]).toEqual([400, 'BadDataError', body]);
      expect(res.body).toEqual({ id: expect.any(String), name: 'BadDataError', message: expect.any(String), details: expect.any(Array) });
    }
    expect((await admin('PUT', `${TOKENS}/${live}`, { enabled: 'yes' })).status).toBe(400);
    expect((await admin('PUT', `${TOKENS}/${live}`, { expiresAt: 'later' })).status).toBe(400);
    expect((await admin('PUT', `${TOKENS}/unknown`, { enabled: false })).status).toBe(404);
    for (const body of [
      {},
      { email: 'no-password@example.com' },
      { email: 'not-an-email', password: PASSWORD },
      { email: 'weak@example.com', password: 'short' },
    ]) {
      const res = await signUp(live, body);
      expect([res.status, res.body.name, body]).toEqual([400, 'BadDataError', body]);
    }
    // Duplicate email: refused as user creation refuses it (UserExistsError, 400).
    const duplicate = await signUp(live, { email: 'TAKEN@example.com', password: PASSWORD });
    expect([duplicate.status, duplicate.body.message]).toEqual([400, 'User already exists']);
    expect(await t.eventCount()).toBe(before);
  });

  it("refused links spend the address's sign-in failure budget (429), other addresses unaffected", async () => {
    const live = (await admin('POST', TOKENS, { name: 'Limits', expiresAt: WEEK() })).body.secret as string;
    const address = '10.66.0.1';
    for (let i = 0; i < 19; i += 1)
      expect((await signUp('wrong', { email: `x${i}@example.com`, password: PASSWORD }, address)).status).toBe(400);
    expect((await validate('wrong-again', address)).status).toBe(400);
    const blocked = await signUp(live, { email: 'one-more@example.com', password: PASSWORD }, address);
    expect([blocked.status, blocked.body.name]).toEqual([429, 'RateLimitError']);
    expect((await validate(live, address)).status).toBe(429);
    expect((await signUp(live, { email: 'elsewhere@example.com', password: PASSWORD }, '10.66.0.2')).status).toBe(201);
  });

  it('lets a team behind one address sign up (successes spend no failure budget), 20 attempts a minute, then 429', async () => {
    // A failure budget of 5: twenty colleagues signing up must not be stopped by it.
    const small = await createTestApp({ SIGN_IN_FAILURES_PER_15_MINUTES: '5' });
    try {
      const on = small;
      const live = (await call('POST', TOKENS, { on, token: ADMIN_TOKEN, body: { name: 'Office', expiresAt: WEEK() } })).body
        .secret as string;
      const office = '10.77.0.1';
      const join = (i: number) =>
        call('POST', `/invite/${live}/signup`, { on, address: office, body: { email: `colleague${i}@example.com`, password: PASSWORD } });
      for (let i = 0; i < 20; i += 1) expect((await join(i)).status).toBe(201);
      const blocked = await join(20);
      expect([blocked.status, blocked.body.name]).toEqual([429, 'RateLimitError']);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await call('GET', `${TOKENS}/${live}`, { on, token: ADMIN_TOKEN })).body.users).toHaveLength(20);
    } finally {
      await small.close();
    }
  });

  it('a rebuild of every projection keeps the links, their secrets and their users', async () => {
    const before = (await admin('GET', TOKENS)).body;
    expect(before.tokens.length).toBeGreaterThanOrEqual(4);
    const startedAt = Date.now();
    expect((await admin('POST', '/api/admin/projections/rebuild')).status).toBe(202);
    type Status = { rebuild: unknown; lastRebuild: { at: string } | null };
    await eventually(
      async () => {
        const projections = (await admin('GET', '/api/admin/projections')).body.projections as Status[];
        return projections.every((p) => p.rebuild === null && p.lastRebuild && Date.parse(p.lastRebuild.at) >= startedAt - 1000);
      },
      { timeoutMs: 30_000, intervalMs: 50, what: 'every rebuild finished' },
    );
    expect((await admin('GET', TOKENS)).body).toEqual(before);
  });
});
