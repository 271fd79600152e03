import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, ADMIN_TOKEN, type TestApp } from '../support/test-app';

/**
 * Every route of the committed OpenAPI document (generated from the code, so a new
 * route is covered at once) × every spelling of its path × every kind of caller → the status its
 * access declaration (`x-pennant-access`, ADR 0029) implies; refusals change nothing and leak no
 * body. Requests go over a real socket with the target exactly as written (`curl --path-as-is`),
 * absolute-form targets included.
 */

interface Operation {
  method: string;
  path: string;
  access: string;
  streams: boolean;
}

function loadOperations(): Operation[] {
  const doc = JSON.parse(readFileSync(join(__dirname, '../../docs/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      access: op['x-pennant-access'] as string,
      streams: Object.values((op.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>).some(
        (r) => r.content?.['text/event-stream'] !== undefined,
      ),
    })),
  );
}

/** Tens of thousands of requests: ~25 s each half on an idle 2-core machine, several times that when it is busy. */
const MATRIX_TIMEOUT_MS = 300_000;

const PARAMS: Record<string, string> = {
  projectId: 'default',
  featureName: 'matrix-flag',
  environment: 'development',
  endpointName: 'matrix',
};
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => PARAMS[name] ?? '1');

/** Spellings that reach the same route, and spellings that must be refused whoever calls. */
const SAME_ROUTE: Record<string, (path: string, host: string) => string> = {
  canonical: (p) => p,
  'leading double slash': (p) => `/${p}`,
  'inner double slash': (p) => p.replace(/^(\/[^/]+)\//, '$1//'),
  'trailing slash': (p) => `${p}/`,
  'absolute form': (p, host) => `http://${host}${p}`,
};
const REFUSED: Record<string, { variant: (path: string) => string; status: number }> = {
  'dot segment': { variant: (p) => p.replace(/^(\/[^/]+)/, '$1/.'), status: 400 },
  'dot-dot segment': { variant: (p) => p.replace(/^(\/[^/]+)/, '$1/x/..'), status: 400 },
  'encoded slash': { variant: (p) => (p.indexOf('/', 1) > 0 ? p.replace(/^(\/[^/]+)\//, '$1%2F') : `/%2F${p.slice(1)}`), status: 400 },
  'encoded dot-dot': { variant: (p) => p.replace(/^(\/[^/]+)/, '$1/x/%2e%2e'), status: 400 },
  'case variant': { variant: (p) => p.toUpperCase(), status: 404 },
};

type Caller =
  'none' | 'invalid' | 'client' | 'frontend' | 'signal' | 'viewer' | 'projectUser' | 'viewerSession' | 'projectUserSession' | 'admin';
const CALLERS: Caller[] = [
  'none',
  'invalid',
  'client',
  'frontend',
  'signal',
  'viewer',
  'projectUser',
  'viewerSession',
  'projectUserSession',
  'admin',
];
/** Console sessions (cookie, with our own Origin) act exactly as their user's PAT does. */
const SESSION_OF: Partial<Record<Caller, Caller>> = { viewerSession: 'viewer', projectUserSession: 'projectUser' };

/** The status class a declaration implies for a caller: 401, 403, or 'allowed' (anything but 401/403). */
function expected(access: string, caller: Caller): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  const user = SESSION_OF[caller];
  // A session cookie is no SDK or signal credential: those routes see no credential at all.
  if (user) return access === 'client' || access === 'frontend' || access === 'sdk' || access === 'signal' ? 401 : expected(access, user);
  if (caller === 'none' || caller === 'invalid') return 401;
  // A signal token is no API credential, and any other secret is a wrong token of the endpoint.
  if (access === 'signal') return caller === 'signal' ? 'allowed' : 401;
  if (caller === 'signal') return 401;
  if (access === 'user') return caller === 'viewer' || caller === 'projectUser' ? 'allowed' : 403;
  if (access === 'client') return caller === 'client' || caller === 'admin' ? 'allowed' : 403;
  if (access === 'frontend') return caller === 'frontend' || caller === 'admin' ? 'allowed' : 403;
  if (access === 'sdk') return caller === 'client' || caller === 'frontend' || caller === 'admin' ? 'allowed' : 403;
  const permission = access.replace(/^permission:/, '');
  if (caller === 'admin') return 'allowed';
  if (caller === 'viewer' || caller === 'projectUser') {
    if (permission === 'NONE') return 'allowed';
    // The project user is Owner of project "other" only; every path names "default" (or a flag in it).
    return 403;
  }
  return 403;
}

interface Answer {
  status: number;
  body: string;
}

/** The fields of the sign-in hint a 401 of a session route carries (ADR 0059), and their only values. */
const SIGN_IN_HINT = ['path', 'type', 'defaultHidden'];
const isSignInHint = (body: Record<string, unknown>): boolean =>
  body.path === '/auth/simple/login' && body.type === 'password' && body.defaultHidden === false;

describe('route matrix: access declared on every route, checked on the matched route', () => {
  let t: TestApp;
  let host: string;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const secrets: Partial<Record<Caller, string>> = { invalid: '*:*.not-a-real-token-0123456789', admin: ADMIN_TOKEN };
  const operations = loadOperations();

  function send(method: string, target: string, caller: Caller, streams: boolean): Promise<Answer> {
    const headers: Record<string, string> = {};
    const secret = secrets[caller];
    if (secret && SESSION_OF[caller]) {
      headers.cookie = `pennant_session=${secret}`;
      headers.origin = `http://${host}`;
    } else if (secret) headers.authorization = caller === 'signal' ? `Bearer ${secret}` : secret;
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
    if (hasBody) headers['content-type'] = 'application/json';
    const [hostname, port] = host.split(':');
    return new Promise((resolve, reject) => {
      const req = httpRequest({ hostname, port: Number(port), method, path: target, headers, agent }, (res) => {
        if (streams && res.statusCode === 200) {
          res.destroy();
          req.destroy();
          resolve({ status: 200, body: '' });
          return;
        }
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(hasBody ? '{}' : undefined);
    });
  }

  /** Runs `jobs` with a few in flight at once. */
  async function pool<T>(jobs: (() => Promise<T>)[], width = 8): Promise<T[]> {
    const results: T[] = new Array(jobs.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (next < jobs.length) {
          const i = next++;
          results[i] = await jobs[i]();
        }
      }),
    );
    return results;
  }

  beforeAll(async () => {
    t = await createTestApp({ AUTH_FAILURES_PER_MINUTE: '0', SIGNAL_RATE_LIMIT_PER_SECOND: '100000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    host = `127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    expect((await t.post('/api/admin/projects/default/features', { name: 'matrix-flag' })).status).toBe(201);
    expect((await t.post('/api/admin/projects', { id: 'other', name: 'Other' })).status).toBe(201);
    secrets.client = (
      await t.post('/api/admin/api-tokens', { tokenName: 'matrix-client', type: 'client', environment: 'development' })
    ).body.secret;
    secrets.frontend = (
      await t.post('/api/admin/api-tokens', { tokenName: 'matrix-frontend', type: 'frontend', environment: 'development' })
    ).body.secret;
    expect((await t.post('/api/admin/signal-endpoints', { name: 'matrix' })).status).toBe(201);
    const endpoint = (await t.get('/api/admin/signal-endpoints')).body.signalEndpoints.find((e: { name: string }) => e.name === 'matrix');
    secrets.signal = (await t.post(`/api/admin/signal-endpoints/${endpoint.id}/tokens`, { name: 'matrix-token' })).body.token;
    for (const caller of ['viewer', 'projectUser'] as const) {
      const id = (await t.post('/api/admin/user-admin', { email: `${caller}@example.com`, rootRole: 'Viewer' })).body.id as number;
      secrets[caller] = (
        await t.post(`/api/admin/user-admin/${id}/tokens`, { description: 'matrix', expiresAt: '2999-01-01T00:00:00.000Z' })
      ).body.secret;
      if (caller === 'projectUser') expect((await t.post(`/api/admin/projects/other/users/${id}/roles/4`, {})).status).toBe(200);
      expect((await t.post(`/api/admin/user-admin/${id}/change-password`, { password: 'Matrix-Pass-42' })).status).toBe(200);
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/auth/simple/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: `${caller}@example.com`, password: 'Matrix-Pass-42' }),
      });
      secrets[`${caller}Session`] = /pennant_session=([^;]+)/.exec(String(signedIn.headers['set-cookie']))?.[1];
    }
    for (const caller of CALLERS) if (caller !== 'none') expect(secrets[caller]).toEqual(expect.any(String));
  });
  afterAll(async () => {
    agent.destroy();
    await t.close();
  });

  it('covers every route of the document, each with a declaration', () => {
    expect(operations.length).toBeGreaterThan(200);
    for (const op of operations)
      expect({ route: `${op.method} ${op.path}`, access: op.access }).toEqual({
        route: `${op.method} ${op.path}`,
        access: expect.stringMatching(/^(public|user|client|frontend|sdk|signal|permission:[A-Z_]+)$/),
      });
  });

  it(
    'refuses every caller the declaration refuses, in every spelling of the path, changing nothing and leaking nothing',
    async () => {
      const headBefore = await t.eventCount();
      const jobs: (() => Promise<string | null>)[] = [];
      for (const op of operations) {
        const path = concrete(op.path);
        for (const caller of CALLERS) {
          for (const [name, variant] of Object.entries(SAME_ROUTE)) {
            const want = expected(op.access, caller);
            if (want === 'allowed') continue;
            jobs.push(async () => {
              const answer = await send(op.method, variant(path, host), caller, op.streams);
              const body = JSON.parse(answer.body || '{}') as Record<string, unknown>;
              // `details` only repeats the message (ADR 0039): nothing beyond it.
              const leak = Object.keys(body).filter(
                (k) => !['id', 'name', 'message', 'details', 'permissions', ...SIGN_IN_HINT].includes(k),
              );
              if (JSON.stringify(body.details) !== JSON.stringify([{ message: body.message }])) leak.push('details');
              // A 401 may say where people sign in, as Unleash's does (ADR 0059) — the constant hint, nothing else.
              if (SIGN_IN_HINT.some((k) => k in body) && (answer.status !== 401 || !isSignInHint(body))) leak.push('sign-in hint');
              return answer.status === want && leak.length === 0
                ? null
                : `${op.method} ${op.path} [${name}] as ${caller}: ${answer.status} (want ${want}) ${answer.body.slice(0, 120)}`;
            });
          }
          for (const [name, refused] of Object.entries(REFUSED)) {
            jobs.push(async () => {
              const answer = await send(op.method, refused.variant(path), caller, op.streams);
              const body = JSON.parse(answer.body || '{}') as Record<string, unknown>;
              const leak = Object.keys(body).filter((k) => !['id', 'name', 'message', 'details'].includes(k));
              return answer.status === refused.status && leak.length === 0
                ? null
                : `${op.method} ${op.path} [${name}] as ${caller}: ${answer.status} (want ${refused.status}) ${answer.body.slice(0, 120)}`;
            });
          }
        }
      }
      const failures = (await pool(jobs)).filter((f): f is string => f !== null);
      expect(failures.slice(0, 30)).toEqual([]);
      expect(await t.eventCount()).toBe(headBefore);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    'lets every caller the declaration admits through, in every spelling of the path',
    async () => {
      const jobs: (() => Promise<string | null>)[] = [];
      // Admin last: its writes (deletes included) must not change what the others are checked against.
      for (const caller of [...CALLERS.filter((c) => c !== 'admin'), 'admin' as const]) {
        for (const op of operations) {
          const path = concrete(op.path);
          if (expected(op.access, caller) !== 'allowed') continue;
          // Signing out would end the session the caller's other requests still use.
          if (SESSION_OF[caller] && op.path === '/logout') continue;
          // Nor may a PAT delete itself (`{id}` is 1, which can be the caller's own token) while its other requests use it.
          if ((caller === 'viewer' || caller === 'projectUser') && op.method === 'DELETE' && op.path === '/api/admin/user/tokens/{id}')
            continue;
          for (const [name, variant] of Object.entries(SAME_ROUTE)) {
            jobs.push(async () => {
              const answer = await send(op.method, variant(path, host), caller, op.streams);
              // A 403 of the domain (InvalidOperationError: "the default project cannot be deleted") is past the access check.
              const refused = answer.status === 401 || (answer.status === 403 && answer.body.includes('"NoAccessError"'));
              return !refused && answer.status < 500
                ? null
                : `${op.method} ${op.path} [${name}] as ${caller}: ${answer.status} ${answer.body.slice(0, 160)}`;
            });
          }
        }
      }
      const failures: string[] = [];
      // One caller at a time, in order (admin last), a few requests in flight.
      for (const result of await pool(jobs, 4)) if (result !== null) failures.push(result);
      expect(failures.slice(0, 30)).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );
});
