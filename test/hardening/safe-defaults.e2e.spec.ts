import { DEFAULT_ADMIN_TOKEN } from '@pennant/platform';
import { freePort } from '../../libs/platform/src/database/free-port';
import { listeningAddresses } from '../support/listening-sockets';
import { exchange, listening, spawnService, startService, type Answer, type ServiceProcess } from '../support/service-process';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// ADR 0056. The built-in development token is a credential anyone who read the README knows:
// while it is in force the service listens on loopback only, refuses a non-loopback HOST, and
// answers only requests whose Host names this machine (DNS rebinding). Traffic goes to loopback
// addresses only; the bound address is read from the kernel.

/** The variables an operator sets to change the defaults: unset, as on a first `npm start`. */
const UNSET = {
  HOST: undefined,
  INIT_ADMIN_API_TOKENS: undefined,
  INIT_ADMIN_PASSWORD: undefined,
  INIT_ADMIN_USER: undefined,
  PENNANT_PUBLIC_URL: undefined,
  PENNANT_ALLOWED_HOSTS: undefined,
};

/** The exit code of a start that must be refused; a service that listens instead is stopped, and the test fails at once. */
async function refusedStart(service: ServiceProcess): Promise<number | null> {
  const outcome = await Promise.race([
    service.exited.then(() => 'exited' as const),
    // `listening` rejects once the process exited: that is the refusal, not an error.
    listening(service).then(
      () => 'listening' as const,
      () => 'exited' as const,
    ),
  ]);
  if (outcome === 'listening') {
    service.child.kill('SIGKILL');
    await service.exited;
    throw new Error(`the service started instead of refusing:\n${service.output().slice(-2000)}`);
  }
  return (await service.exited).code;
}

const answered = (answer: Answer | { error: string }): Answer => {
  if ('error' in answer) throw new Error(`no answer: ${answer.error}`);
  return answer;
};

describe('safe defaults: the built-in development token is not a network credential', () => {
  let db: TestDatabase;
  let service: ServiceProcess | null = null;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    if (service && service.child.exitCode === null) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    await db?.drop();
  });

  it('with no configuration listens on loopback only, and answers only to loopback names and IP addresses', async () => {
    const port = await freePort();
    // Only where the data lives and the port are given (the tests' database, a free port).
    service = await startService({ ...UNSET, DATABASE_URL: db.url, PORT: String(port), LOG_LEVEL: 'warn' });
    expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
    expect(service.output()).toMatch(/address: {2}127\.0\.0\.1 \(this machine only/);
    // The first start's generated password is printed (loopback: it is the way in here).
    expect(service.output()).toMatch(/sign in: {2}admin \/ \S+/);

    // A page whose own name was re-pointed at 127.0.0.1 (DNS rebinding) sends its name as Host.
    const rebound = answered(
      await exchange(port, 'GET', '/api/admin/events', { token: DEFAULT_ADMIN_TOKEN, headers: { host: `evil.example:${port}` } }),
    );
    expect(rebound.status).toBe(421);
    expect(rebound.body).toEqual({
      id: expect.any(String),
      name: 'MisdirectedRequestError',
      message: expect.stringContaining('PENNANT_PUBLIC_URL'),
      details: [{ message: expect.any(String) }],
    });
    expect((rebound.body as { message: string }).message).toContain('"evil.example');
    // The console's pages and public routes are refused the same way.
    expect(answered(await exchange(port, 'GET', '/', { headers: { host: 'evil.example' } })).status).toBe(421);
    expect(answered(await exchange(port, 'GET', '/api/admin/ui-config', { headers: { host: 'localhost.evil.example' } })).status).toBe(421);

    // This machine's names, any port, and IP addresses are answered.
    for (const host of [`localhost:${port}`, 'localhost', `127.0.0.1:${port}`, `[::1]:${port}`, `192.0.2.10:${port}`]) {
      const answer = answered(await exchange(port, 'GET', '/api/admin/events', { token: DEFAULT_ADMIN_TOKEN, headers: { host } }));
      expect({ host, status: answer.status }).toEqual({ host, status: 200 });
    }
    service.child.kill('SIGTERM');
    expect((await service.exited).code).toBe(0);
    service = null;
  });

  it('refuses to start on a non-loopback HOST while the built-in token is in force, saying what to set', async () => {
    const port = await freePort();
    const refused = spawnService({ ...UNSET, HOST: '0.0.0.0', DATABASE_URL: db.url, PORT: String(port) });
    expect(await refusedStart(refused)).toBe(1);
    const output = refused.output();
    expect(output).not.toContain('Pennant is listening');
    expect(output).toContain('HOST=0.0.0.0 is not a loopback address');
    for (const name of ['INIT_ADMIN_API_TOKENS', 'INIT_ADMIN_PASSWORD', 'PENNANT_PUBLIC_URL']) expect(output).toContain(name);
    expect(listeningAddresses(port)).toEqual([]);
  });

  it('refuses a first start on a non-loopback HOST that would print a generated admin password, before listening', async () => {
    const empty = await createTestDatabase();
    try {
      const port = await freePort();
      const refused = spawnService({
        ...UNSET,
        HOST: '0.0.0.0',
        INIT_ADMIN_API_TOKENS: ADMIN_TOKEN,
        DATABASE_URL: empty.url,
        PORT: String(port),
      });
      expect(await refusedStart(refused)).toBe(1);
      expect(refused.output()).not.toContain('Pennant is listening');
      expect(refused.output()).toMatch(/nobody can sign in yet.*Set INIT_ADMIN_PASSWORD/s);
      expect(listeningAddresses(port)).toEqual([]);
    } finally {
      await empty.drop();
    }
  });
});

describe('safe defaults: PENNANT_PUBLIC_URL names the service', () => {
  let t: TestApp;
  const PUBLIC = 'https://flags.example.com';

  beforeAll(async () => {
    t = await createTestApp({ PENNANT_PUBLIC_URL: PUBLIC, PENNANT_ALLOWED_HOSTS: 'pennant.internal' });
  });
  afterAll(() => t.close());

  const withHost = (host: string, url = '/api/admin/ui-config') => t.get(url, { headers: { host } });

  it("answers to the public URL's host, the allowed hosts, loopback names and IP addresses, and refuses any other name", async () => {
    for (const host of ['flags.example.com', 'FLAGS.example.com:443', 'pennant.internal:4242', 'localhost:4242', '10.1.2.3:4242'])
      expect({ host, status: (await withHost(host)).status }).toEqual({ host, status: 200 });
    const refused = await withHost('evil.example');
    expect(refused.status).toBe(421);
    expect(refused.body.message).toContain('flags.example.com');
    expect(refused.body.message).toContain('pennant.internal');
    // Refused before authentication and before the body is read: nothing is written.
    const before = await t.eventCount();
    const write = await t.post('/api/admin/projects/default/features', { name: 'misdirected' }, { headers: { host: 'evil.example' } });
    expect(write.status).toBe(421);
    expect(await t.eventCount()).toBe(before);
  });

  it('builds invitation, password-reset and sign-up links on PENNANT_PUBLIC_URL, whatever Host the request carried', async () => {
    const created = await t.post(
      '/api/admin/user-admin',
      { email: 'newhire@example.com', rootRole: 'Viewer' },
      { headers: { host: '127.0.0.1:4242' } },
    );
    expect(created.status).toBe(201);
    expect(created.body.inviteLink).toMatch(new RegExp(`^${PUBLIC}/invite/[\\w-]+$`));
    const reset = await t.post(`/api/admin/user-admin/${created.body.id}/invite-link`, undefined, { headers: { host: 'localhost:4242' } });
    expect(reset.status).toBe(201);
    expect(reset.body.inviteLink).toMatch(new RegExp(`^${PUBLIC}/invite/[\\w-]+$`));
    const link = await t.post(
      '/api/admin/invite-link/tokens',
      { name: 'team', expiresAt: '2999-01-01T00:00:00.000Z' },
      { headers: { host: 'pennant.internal' } },
    );
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(new RegExp(`^${PUBLIC}/new-user\\?invite=`));
    const listed = await t.get('/api/admin/invite-link/tokens', { headers: { host: 'localhost' } });
    // The link's secret is shown once, in the answer that created it, and never kept in clear (ADR 0060).
    expect(listed.body.tokens.map((token: { url: string | null }) => token.url)).toEqual([null]);
  });
});

describe('safe defaults: with real credentials and no name configured, nothing changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers any Host, and links point to the host the request was sent to', async () => {
    expect((await t.get('/api/admin/ui-config', { headers: { host: 'pennant.corp.example' } })).status).toBe(200);
    const created = await t.post(
      '/api/admin/user-admin',
      { email: 'someone@example.com', rootRole: 'Viewer' },
      { headers: { host: 'pennant.corp.example' } },
    );
    expect(created.body.inviteLink).toMatch(/^http:\/\/pennant\.corp\.example\/invite\//);
  });
});
