import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../support/test-app';

// ADR 0056: a password check (argon2id) costs tens of milliseconds of CPU and 19 MiB, so a caller
// who is nobody yet may cause only a bounded number of them. Failed checks are budgeted per address
// whatever the username; the checks running at once are capped (429/503 with Retry-After, never a
// queue); a person signing in from another address during a flood from one gets in.

const PASSWORD = 'Correct-Horse-Battery-9';

interface Attempt {
  status: number;
  body: { name?: string; message?: string };
  retryAfter: string | undefined;
}

describe('password work is bounded', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_FAILURES_PER_15_MINUTES: '5', PASSWORD_FAILURES_PER_ADDRESS_PER_15_MINUTES: '8' });
    const person = await t.post('/api/admin/user-admin', { username: 'person', rootRole: 'Viewer', password: PASSWORD });
    expect(person.status).toBe(201);
  });
  afterAll(() => t.close());

  async function signIn(address: string, username: string, password: string, on: TestApp = t): Promise<Attempt> {
    const res = await on.app.inject({
      method: 'POST',
      url: '/auth/simple/login',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username, password }),
    });
    return { status: res.statusCode, body: JSON.parse(res.body), retryAfter: res.headers['retry-after'] as string | undefined };
  }

  const random = () => randomBytes(6).toString('hex');

  it('lets a person sign in from another address while one address floods sign-in with random usernames', async () => {
    // Eight clients at one address, each sending its next guess as soon as the last was answered.
    const flooded: Attempt[] = [];
    const client = async () => {
      for (let i = 0; i < 10; i += 1) flooded.push(await signIn('10.66.0.1', `nobody-${random()}`, `guess-${random()}`));
    };
    const flood = Promise.all(Array.from({ length: 8 }, client));
    const mine = await signIn('10.1.0.7', 'person', PASSWORD);
    await flood;
    expect(mine.status).toBe(200);
    // Every username was new, yet the address got 429s: its failures are budgeted whatever the username.
    const statuses = flooded.map((a) => a.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // At most the address budget (8) of them was checked and answered 401.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(8);
    for (const refused of flooded.filter((a) => a.status === 429)) {
      expect(refused.body).toMatchObject({ name: 'RateLimitError', message: expect.any(String) });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    // Guessing on, one at a time, the address spends its budget; then it is refused without a check, whatever the name.
    const budget: number[] = [];
    for (let i = 0; i < 9; i += 1) budget.push((await signIn('10.66.0.1', `nobody-${random()}`, 'guess')).status);
    expect(budget.filter((s) => s === 401).length + statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(8);
    expect(budget[budget.length - 1]).toBe(429);
    const after = await signIn('10.66.0.1', 'person', PASSWORD);
    expect(after.status).toBe(429);
    expect(after.body.message).toContain('from this address');
    expect((await signIn('10.1.0.8', 'person', PASSWORD)).status).toBe(200);
  });

  it('budgets a wrong oldPassword on change-password like a failed sign-in', async () => {
    const user = await t.post('/api/admin/user-admin', { username: 'changer', rootRole: 'Viewer', password: PASSWORD });
    const pat = await t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'e2e', expiresAt: '2999-01-01T00:00:00.000Z' });
    const change = async (oldPassword: string, address = '10.77.0.1') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/user/change-password',
        remoteAddress: address,
        headers: { authorization: pat.body.secret, 'content-type': 'application/json' },
        payload: JSON.stringify({ password: 'Another-Horse-Battery-7', oldPassword }),
      });
      return { status: res.statusCode, body: JSON.parse(res.body || '{}'), retryAfter: res.headers['retry-after'] };
    };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await change(`wrong-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const limited = await change('wrong-again');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ name: 'RateLimitError', message: expect.stringContaining('current password') });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    // Refused without a check: even the right one waits, from that address.
    expect((await change(PASSWORD)).status).toBe(429);
    expect((await change(PASSWORD, '10.77.0.2')).status).toBe(200);
  });
});

describe('password checks running at once are capped, without a queue', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Budgets out of the way: only the cap of 2 checks at once (one per address) is in play.
    t = await createTestApp({ SIGN_IN_FAILURES_PER_15_MINUTES: '1000', PASSWORD_FAILURES_PER_ADDRESS_PER_15_MINUTES: '1000' });
  });
  afterAll(() => t.close());

  const attempt = async (address: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/simple/login',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: `nobody-${randomBytes(4).toString('hex')}`, password: 'wrong-password' }),
    });
    return { status: res.statusCode, body: JSON.parse(res.body), retryAfter: res.headers['retry-after'] };
  };

  it('answers one address its second check at once 429, and checks beyond the process cap 503, both with Retry-After 1', async () => {
    const same = await Promise.all(Array.from({ length: 6 }, () => attempt('10.88.0.1')));
    const busy = same.filter((a) => a.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const a of busy)
      expect(a).toMatchObject({ retryAfter: '1', body: { name: 'RateLimitError', message: expect.stringContaining('still running') } });
    expect(same.every((a) => a.status === 401 || a.status === 429)).toBe(true);

    const spread = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(`10.88.1.${i + 1}`)));
    const full = spread.filter((a) => a.status === 503);
    expect(full.length).toBeGreaterThan(0);
    for (const a of full) expect(a).toMatchObject({ retryAfter: '1', body: { name: 'ServiceUnavailableError' } });
    expect(spread.every((a) => a.status === 401 || a.status === 503)).toBe(true);
    expect(spread.filter((a) => a.status === 401).length).toBeGreaterThan(0);
  });
});

describe('behind a trusted proxy (TRUST_PROXY) each client keeps its own budget', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: '10.0.0.1',
      SIGN_IN_FAILURES_PER_15_MINUTES: '1000',
      PASSWORD_FAILURES_PER_ADDRESS_PER_15_MINUTES: '3',
    });
    expect((await t.post('/api/admin/user-admin', { username: 'proxied', rootRole: 'Viewer', password: PASSWORD })).status).toBe(201);
  });
  afterAll(() => t.close());

  const viaProxy = async (client: string, username: string, password: string, proxy = '10.0.0.1') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/simple/login',
      remoteAddress: proxy,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      payload: JSON.stringify({ username, password }),
    });
    return res.statusCode;
  };

  it("budgets the client named by the proxy's X-Forwarded-For, and ignores it from anyone else", async () => {
    const guesses: number[] = [];
    for (let i = 0; i < 4; i += 1) guesses.push(await viaProxy('203.0.113.5', `guess-${i}`, 'wrong'));
    expect(guesses).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy is not locked out by the first one's guesses.
    expect(await viaProxy('198.51.100.7', 'proxied', PASSWORD)).toBe(200);
    // A caller that is not the trusted proxy cannot choose its address with the header.
    for (let i = 0; i < 3; i += 1) expect(await viaProxy(`192.0.2.${i}`, `guess-${i}`, 'wrong', '10.9.9.9')).toBe(401);
    expect(await viaProxy('192.0.2.200', 'proxied', PASSWORD, '10.9.9.9')).toBe(429);
  });
});
