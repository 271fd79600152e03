import { randomUUID } from 'node:crypto';
import { openSync, readSync, closeSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_TOKEN, createTestApp, type Response, type TestApp } from '../support/test-app';

/**
 * No secret created through the API reaches the disk (issue 35 §4, docs/adr/0060-write-receipts.md).
 * Every kind of secret the API creates — API tokens (admin, client, frontend, and a project's),
 * personal access tokens (a user's and one's own), service-account tokens, signal-endpoint tokens,
 * invitation links and public sign-up links — is created with an Idempotency-Key, whose first
 * answer the service keeps for its retries; the retry gets the same object with the secret
 * redacted. Then PostgreSQL writes everything out (CHECKPOINT, a WAL switch) and every file of its
 * data directory — tables, indexes, WAL, its own logs — is searched for each secret. A marker
 * written to a table first proves the search finds what is there, in the tables and in the WAL.
 */

/** Every file under `dir` that contains `needle` (read in chunks; overlaps cover a needle across two). */
function filesContaining(dir: string, needles: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const wanted = needles.map((n) => Buffer.from(n, 'utf8'));
  const longest = Math.max(...wanted.map((w) => w.length));
  const chunk = Buffer.alloc(4 * 1024 * 1024);
  const walk = (path: string): void => {
    let entries: string[];
    try {
      entries = readdirSync(path);
    } catch {
      return;
    }
    for (const name of entries) {
      const full = join(path, name);
      let stat;
      try {
        stat = statSync(full);
      } catch {
        continue; // removed meanwhile (a temporary file)
      }
      if (stat.isDirectory()) walk(full);
      else if (stat.isFile()) search(full);
    }
  };
  const search = (file: string): void => {
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch {
      return;
    }
    try {
      let carry = Buffer.alloc(0);
      for (;;) {
        const read = readSync(fd, chunk, 0, chunk.length, null);
        if (read <= 0) break;
        const window = Buffer.concat([carry, chunk.subarray(0, read)]);
        wanted.forEach((w, i) => {
          if (window.includes(w)) found.set(needles[i], [...(found.get(needles[i]) ?? []), file]);
        });
        carry = Buffer.from(window.subarray(Math.max(0, window.length - longest)));
      }
    } finally {
      closeSync(fd);
    }
  };
  walk(dir);
  return found;
}

describe('secrets created through the API never reach the disk', () => {
  let t: TestApp;
  let dataDirectory = '';

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'debug' });
    dataDirectory = (await t.sql.query<{ data_directory: string }>('SHOW data_directory')).rows[0].data_directory;
  });
  afterAll(() => t.close());

  /** A write with an Idempotency-Key, then its retry: the retry answers the same object, its secret fields redacted. */
  async function createdTwice(
    path: string,
    body: unknown,
    secretFields: string[],
    token: string = ADMIN_TOKEN,
  ): Promise<{ first: Response; secrets: string[] }> {
    const key = `at-rest-${randomUUID()}`;
    const first = await t.post(path, body, { token, headers: { 'idempotency-key': key } });
    expect({ path, created: first.status >= 200 && first.status < 300, body: first.status < 300 ? 'ok' : first.body }).toEqual({
      path,
      created: true,
      body: 'ok',
    });
    const secrets = secretFields.map((f) => String(first.body[f]));
    for (const s of secrets) expect(s.length).toBeGreaterThan(20);
    const retry = await t.post(path, body, { token, headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(first.status);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['pennant-secret-redacted']).toBe(secretFields.join(', '));
    // The same object, only its secrets redacted: the retry learns what was created and that its secret was shown once.
    const redacted = Object.fromEntries(secretFields.map((f) => [f, expect.stringContaining('redacted')]));
    expect(retry.body).toEqual({ ...first.body, ...redacted });
    for (const s of secrets) expect(JSON.stringify(retry.body)).not.toContain(s);
    return { first, secrets };
  }

  it('holds for every kind of secret, in the tables, the WAL and the logs of the data directory', async () => {
    const secrets: string[] = [];
    const keep = (list: string[]) => secrets.push(...list);

    // API tokens: admin, client, frontend, and one of a project.
    for (const body of [
      { tokenName: 'rest-admin', type: 'admin' },
      { tokenName: 'rest-client', type: 'client', environment: 'development', projects: ['default'] },
      { tokenName: 'rest-frontend', type: 'frontend', environment: 'development', projects: ['default'] },
    ])
      keep((await createdTwice('/api/admin/api-tokens', body, ['secret'])).secrets);
    keep((await createdTwice('/api/admin/projects/default/api-tokens', { tokenName: 'rest-project', type: 'client' }, ['secret'])).secrets);
    const [adminSecret] = secrets;
    expect((await t.get('/api/admin/projects', { token: adminSecret })).status).toBe(200); // a live credential

    // Personal access tokens: an admin's for a user, and a user's own (authenticated by the first).
    const user = await t.post('/api/admin/user-admin', { email: 'rest@example.com', rootRole: 1, password: 'Rest-At-Horse-42!' });
    expect(user.status).toBe(201);
    const pat = await createdTwice(
      `/api/admin/user-admin/${user.body.id}/tokens`,
      { description: 'rest', expiresAt: '2099-01-01T00:00:00Z' },
      ['secret'],
    );
    keep(pat.secrets);
    keep(
      (await createdTwice('/api/admin/user/tokens', { description: 'own', expiresAt: '2099-01-01T00:00:00Z' }, ['secret'], pat.secrets[0]))
        .secrets,
    );

    // A service account's token.
    const account = await t.post('/api/admin/service-account', { username: 'rest-bot', name: 'Rest bot', rootRole: 2 });
    expect(account.status).toBe(201);
    keep(
      (
        await createdTwice(
          `/api/admin/service-account/${account.body.id}/token`,
          { description: 'bot', expiresAt: '2099-01-01T00:00:00Z' },
          ['secret'],
        )
      ).secrets,
    );

    // A signal endpoint's token.
    const endpoint = await t.post('/api/admin/signal-endpoints', { name: 'rest-endpoint' });
    expect(endpoint.status).toBe(201);
    keep((await createdTwice(`/api/admin/signal-endpoints/${endpoint.body.id}/tokens`, { name: 'rest' }, ['token'])).secrets);

    // Invitation links: a user created without a password, and a fresh link for an existing user.
    const invited = await createdTwice('/api/admin/user-admin', { email: 'invited@example.com', rootRole: 3 }, ['inviteLink']);
    const again = await createdTwice(`/api/admin/user-admin/${user.body.id}/invite-link`, undefined, ['inviteLink']);
    for (const link of [...invited.secrets, ...again.secrets]) keep([link, link.slice(link.lastIndexOf('/') + 1)]);

    // A public sign-up link: its secret, and its url that carries it.
    const signup = await createdTwice(
      '/api/admin/invite-link/tokens',
      { name: 'rest-signup', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      ['secret', 'url'],
    );
    keep(signup.secrets);
    // The link still works after its secret is gone from the database: only its hash is kept.
    expect((await t.get(`/invite/${encodeURIComponent(signup.secrets[0])}/validate`, { token: null })).status).toBe(200);

    // The random part of each token too (`<scope>.<hex>`, `user:<hex>`): what would make it guessable.
    for (const s of [...secrets]) {
      const random = s.slice(Math.max(s.lastIndexOf('.'), s.lastIndexOf(':')) + 1);
      if (random !== s && random.length >= 20) secrets.push(random);
    }

    // A control that must be found: a marker the database does hold, in a table (and so in the WAL).
    const marker = `at-rest-marker-${randomUUID()}`;
    await t.sql.query('CREATE TABLE at_rest_probe (v text)');
    await t.sql.query('INSERT INTO at_rest_probe VALUES ($1)', [marker]);
    await t.sql.query('CHECKPOINT');
    await t.sql.query('SELECT pg_switch_wal()');
    await t.sql.query('CHECKPOINT');

    const found = filesContaining(dataDirectory, [marker, ...secrets]);
    const markerFiles = found.get(marker) ?? [];
    expect(markerFiles.some((f) => f.includes(`${join(dataDirectory, 'base')}/`))).toBe(true);
    expect(markerFiles.some((f) => f.includes(`${join(dataDirectory, 'pg_wal')}/`))).toBe(true);
    const leaked = secrets.flatMap((s) => (found.get(s) ?? []).map((file) => `${s.slice(0, 12)}… in ${file}`));
    expect(leaked).toEqual([]);
  }, 180_000);
});
