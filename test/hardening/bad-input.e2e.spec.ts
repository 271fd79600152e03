import fc from 'fast-check';
import { createTestApp, ADMIN_TOKEN, type TestApp } from '../support/test-app';
import { casesFor, junkJson, junkPathMayBeNoOp, junkString, toJson, type BadCase, type Fixtures } from './bad-input-cases';
import { fillPath, loadOperations, pathParams, type Operation } from './openapi-operations';

/**
 * Bad input on every operation of docs/openapi.json (see bad-input-cases.ts for what is
 * generated). Each definitely-invalid request must be answered 4xx `{id, name, message}` within
 * a few seconds and leave the event log as it was; no answer may be a 5xx or carry SQL text, a
 * stack trace or an internal path. The number of cases tried is printed at the end.
 */
const BODY_LIMIT = 102400;
const REQUEST_TIMEOUT_MS = 10_000;
const SEED = 20261122;

/** What an error body must never contain (our own inputs never contain these words either). */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\n\s+at [\w.<>]+ \(|\bat (async )?[\w.]+ \(\//],
  ['source path', /\/work\/|node_modules|\/src\/|\.ts:\d+|\.js:\d+/],
  ['SQL text', /\bSELECT\b[^"]{0,200}\bFROM\b|\bINSERT INTO\b|\bUPDATE\s+\w+\s+SET\b|\bWHERE\b.*\$\d/i],
  [
    'PostgreSQL error',
    /syntax error at or near|relation "|column "|violates (unique|foreign|check|not-null)|invalid input syntax|QueryFailedError|duplicate key value|unterminated quoted|invalid byte sequence/i,
  ],
  ['JavaScript error', /\b(TypeError|ReferenceError|RangeError|SyntaxError)\b|Cannot read propert|is not a function|undefined is not/],
];

interface Tally {
  tried: number;
  invalid: number;
  robustness: number;
  accepted: string[];
}

describe('bad input on every documented endpoint', () => {
  let t: TestApp;
  let fixtures: Fixtures;
  const operations = loadOperations();
  const tally: Tally = { tried: 0, invalid: 0, robustness: 0, accepted: [] };

  beforeAll(async () => {
    // The failed-auth limiter has its own test; here it would turn later cases into 429s.
    t = await createTestApp({ LOG_LEVEL: 'silent', BODY_LIMIT_BYTES: String(BODY_LIMIT), AUTH_FAILURES_PER_MINUTE: '0' });
    fixtures = await seed(t);
  }, 120_000);
  afterAll(async () => {
    process.stdout.write(
      `bad-input suite: ${tally.tried} cases on ${operations.length} operations ` +
        `(${tally.invalid} definitely invalid → 4xx, ${tally.robustness} robustness-only; accepted robustness cases: ${tally.accepted.length})\n`,
    );
    await t?.close();
  });

  it('covers every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations)
      expect(casesFor(op, fixtures).length).toBeGreaterThan(op.acceptsBody || pathParams(op.path).length > 0 ? 10 : 0);
  });

  /**
   * Hand-written companions of the generated cases: a body that is valid but for one field, for
   * routes whose OpenAPI entry has no body schema (segments, strategies, variants, …) or whose
   * documented schema is too loose to build a valid base from (enums stated only in prose).
   */
  it('rejects one bad field in an otherwise valid body', async () => {
    const f = '/api/admin/projects/default/features/hard-flag';
    const dateConstraint = (value: string) => ({ contextName: 'currentTime', operator: 'DATE_AFTER', value });
    const cases: [string, string, unknown][] = [
      ['POST', '/api/admin/api-tokens', { tokenName: 'x', type: 'client', expiresAt: '2099-02-30T00:00:00Z' }],
      ['POST', '/api/admin/api-tokens', { tokenName: 'x', type: 'client', expiresAt: '2099-13-01' }],
      ['POST', '/api/admin/api-tokens', { tokenName: 'x', type: 'root' }],
      ['POST', '/api/admin/api-tokens', { tokenName: 'x', type: 'client', projects: ['default', "'; DROP TABLE es_events; --"] }],
      ['POST', '/api/admin/api-tokens', { tokenName: 'x', type: 'client', environment: '__proto__' }],
      ['POST', '/api/admin/user/tokens', { description: 'x', expiresAt: '2099-02-30T00:00:00Z' }],
      ['POST', '/api/admin/user-admin', { email: 'x@example.com', rootRole: 2 ** 53 + 2 }],
      ['POST', '/api/admin/user-admin', { email: 'x@example.com', rootRole: 'constructor' }],
      ['POST', '/api/admin/segments', { name: 'bad-date', constraints: [dateConstraint('2026-02-30T00:00:00Z')] }],
      [
        'POST',
        '/api/admin/segments',
        { name: 'bad-op', constraints: [{ contextName: 'userId', operator: 'MATCHES_REGEX', values: ['(a+)+$'] }] },
      ],
      [
        'POST',
        '/api/admin/segments',
        {
          name: 'bad-values',
          constraints: [{ contextName: 'userId', operator: 'IN', values: Array.from({ length: 1001 }, (_, i) => `u${i}`) }],
        },
      ],
      ['POST', '/api/admin/segments', { name: 'x'.repeat(10_000), constraints: [] }],
      ['POST', `${f}/environments/development/strategies`, { name: 'default', constraints: [dateConstraint('2026-02-30')] }],
      [
        'POST',
        `${f}/environments/development/strategies`,
        { name: 'default', constraints: [{ contextName: 'appName', operator: 'NUM_GT', value: '1e400x' }] },
      ],
      ['POST', `${f}/environments/development/strategies`, { name: 'flexibleRollout', parameters: { rollout: { $gt: 1 } } }],
      ['POST', `${f}/environments/development/strategies`, { name: 'flexibleRollout', sortOrder: 2 ** 31 + 1 }],
      ['POST', `${f}/environments/development/strategies`, { name: 'default', segments: ['1 OR 1=1'] }],
      ['PUT', `${f}/environments/development/variants`, [{ name: 'a', weight: 2 ** 53 + 2, weightType: 'fix', stickiness: 'default' }]],
      [
        'PUT',
        `${f}/environments/development/variants`,
        [{ name: 'a', weight: 1000, weightType: 'variable', stickiness: 'default', payload: { type: 'json', value: '{' } }],
      ],
      [
        'PATCH',
        `${f}/environments/development/variants`,
        [{ op: 'add', path: '/-', value: { name: 'a', weight: -1, weightType: 'variable' } }],
      ],
      ['POST', '/api/admin/tag-types', { name: ['__proto__'] }],
      ['POST', '/api/admin/tags', { type: 'toString', value: 'x' }],
      ['POST', '/api/admin/features/hard-flag/tags', { type: 'constructor', value: 'x' }],
      ['POST', '/api/admin/projects', { id: '../etc', name: 'x' }],
      ['POST', '/api/admin/environments', { name: "prod'--", type: 'production' }],
      ['POST', '/api/admin/signal-endpoints', { name: 'has space' }],
    ];
    const problems: string[] = [];
    const before = await t.eventCount();
    for (const [method, url, body] of cases) {
      problems.push(
        ...(await check(
          t,
          {
            label: `${method} ${url} ${toJson(body).slice(0, 80)}`,
            method: method as BadCase['method'],
            url,
            payload: toJson(body),
            headers: { 'content-type': 'application/json' },
            definitelyInvalid: true,
          },
          tally,
        )),
      );
    }
    expect(problems).toEqual([]);
    expect(await t.eventCount()).toBe(before);
  });

  // One test per operation: its name says which route broke.
  for (const op of loadOperations()) {
    it(`${op.method} ${op.path}`, async () => {
      const problems: string[] = [];
      const before = await t.eventCount();
      for (const c of casesFor(op, fixtures)) problems.push(...(await check(t, c, tally)));
      problems.push(...(await propertyCases(t, op, fixtures, tally)));
      const after = await t.eventCount();
      if (after !== before) problems.push(`the event log changed: ${before} → ${after} events`);
      // The app runs in this process: a polluted Object.prototype would show here.
      if (({} as Record<string, unknown>).polluted !== undefined) problems.push('Object.prototype was polluted');
      expect(problems).toEqual([]);
    });
  }
});

async function check(t: TestApp, c: BadCase, tally: Tally): Promise<string[]> {
  tally.tried += 1;
  if (c.definitelyInvalid) tally.invalid += 1;
  else tally.robustness += 1;
  const headers: Record<string, string> = { authorization: ADMIN_TOKEN, ...(c.headers ?? {}) };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS)));
  const res = await Promise.race([
    c.stream ? injectStream(t, c, headers) : t.app.inject({ method: c.method, url: c.url, headers, payload: c.payload }),
    timeout,
  ]).finally(() => clearTimeout(timer));
  if (res === 'timeout') return [`${c.label}: no answer within ${REQUEST_TIMEOUT_MS} ms`];
  const problems: string[] = [];
  const status = res.statusCode;
  if (status >= 500) problems.push(`${c.label}: ${status} ${res.body.slice(0, 200)}`);
  if (c.definitelyInvalid && (status < 400 || status >= 500))
    problems.push(`${c.label}: expected 4xx, got ${status} ${res.body.slice(0, 200)}`);
  if (!c.definitelyInvalid && status < 400) tally.accepted.push(c.label);
  if (status >= 400) {
    let body: Record<string, unknown> | null = null;
    try {
      body = JSON.parse(res.body) as Record<string, unknown>;
    } catch {
      problems.push(`${c.label}: ${status} body is not JSON: ${res.body.slice(0, 100)}`);
    }
    if (body && !(typeof body.id === 'string' && typeof body.name === 'string' && typeof body.message === 'string')) {
      problems.push(`${c.label}: ${status} body lacks {id, name, message}: ${res.body.slice(0, 200)}`);
    }
    for (const [what, pattern] of LEAKS)
      if (pattern.test(res.body)) problems.push(`${c.label}: error body carries ${what}: ${res.body.slice(0, 300)}`);
  }
  return problems;
}

/**
 * A streaming operation (SSE) never ends when it accepts: answer with its status once the headers
 * are out and drop the stream; an error answer ends, and its body is read as usual.
 */
async function injectStream(t: TestApp, c: BadCase, headers: Record<string, string>): Promise<{ statusCode: number; body: string }> {
  const res = await t.app.inject({ method: c.method, url: c.url, headers, payload: c.payload, payloadAsStream: true });
  const stream = res.stream();
  if (res.statusCode < 400) {
    stream.destroy();
    return { statusCode: res.statusCode, body: '' };
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return { statusCode: res.statusCode, body };
}

/**
 * Property-based cases (fast-check, fixed seed, bounded runs): random junk names in one path
 * parameter (nothing by that name exists) and, where the body is documented, random junk bodies
 * that lack a required field. Both are invalid by construction.
 */
async function propertyCases(t: TestApp, op: Operation, fx: Fixtures, tally: Tally): Promise<string[]> {
  const problems: string[] = [];
  const names = pathParams(op.path);
  const valid = Object.fromEntries(names.map((n) => [n, fx.pathValue(op.path, n)]));
  const encoded = junkString.map((s) => {
    try {
      return `~${encodeURIComponent(s)}`.slice(0, 400);
    } catch {
      return '~%00';
    }
  });
  if (names.length > 0) {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), encoded, junkJson, async (name, value, body) => {
        const url = fillPath(op.path, { ...valid, [name]: value });
        const c: BadCase = {
          label: `${op.method} ${op.path} fc path ${name}=${value.slice(0, 40)}`,
          method: op.method,
          url,
          definitelyInvalid: !junkPathMayBeNoOp(op, name),
        };
        if (op.acceptsBody) Object.assign(c, { payload: toJson(body), headers: { 'content-type': 'application/json' } });
        problems.push(...(await check(t, c, tally)));
      }),
      { seed: SEED, numRuns: 6, endOnFailure: true },
    );
  }
  const required = op.body?.type === 'object' ? (op.body.required ?? []) : [];
  if (required.length > 0) {
    const bodies = fc.tuple(fc.dictionary(junkString, junkJson, { maxKeys: 6 }), fc.constantFrom(...required)).map(([dict, missing]) => {
      const out = { ...dict };
      delete out[missing];
      return out;
    });
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const url = fillPath(op.path, valid);
        problems.push(
          ...(await check(
            t,
            {
              label: `${op.method} ${op.path} fc body ${toJson(body).slice(0, 60)}`,
              method: op.method,
              url,
              payload: toJson(body),
              headers: { 'content-type': 'application/json' },
              definitelyInvalid: true,
            },
            tally,
          )),
        );
      }),
      { seed: SEED, numRuns: 10, endOnFailure: true },
    );
  }
  return problems;
}

/** One of everything, so that valid path parameters reach the handlers. */
async function seed(t: TestApp): Promise<Fixtures> {
  const ok = async <T>(p: Promise<{ status: number; body: T }>, what: string): Promise<T> => {
    const res = await p;
    if (res.status >= 300) throw new Error(`fixture ${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const f = '/api/admin/projects/default/features';
  await ok(t.post(f, { name: 'hard-flag' }), 'flag');
  await ok(t.post(f, { name: 'hard-parent' }), 'parent flag');
  const strategy = await ok(t.post(`${f}/hard-flag/environments/development/strategies`, { name: 'default' }), 'strategy');
  const segment = await ok(t.post('/api/admin/segments', { name: 'hard-segment', constraints: [] }), 'segment');
  await ok(t.post('/api/admin/tag-types', { name: 'hardtype' }), 'tag type');
  await ok(t.post('/api/admin/features/hard-flag/tags', { type: 'hardtype', value: 'hardvalue' }), 'tag');
  const endpoint = await ok(t.post('/api/admin/signal-endpoints', { name: 'hard-endpoint' }), 'signal endpoint');
  const signalToken = await ok(t.post(`/api/admin/signal-endpoints/${endpoint.id}/tokens`, { name: 'ci' }), 'signal token');
  const user = await ok(t.post('/api/admin/user-admin', { email: 'hard@example.com', name: 'Hard', rootRole: 1 }), 'user');
  const bot = await ok(t.post('/api/admin/service-account', { username: 'hard-bot', rootRole: 'Editor' }), 'service account');
  const actionSet = await ok(
    t.post('/api/admin/projects/default/actions', {
      name: 'hard-actions',
      actorId: bot.id,
      match: { source: 'signal-endpoint', sourceId: endpoint.id, payload: { env: { operator: 'IN', values: ['prod'] } } },
      actions: [
        {
          action: 'TOGGLE_FEATURE_ON',
          sortOrder: 1,
          executionParams: { project: 'default', featureName: 'hard-flag', environment: 'production' },
        },
      ],
    }),
    'action set',
  );
  const apiToken = await ok(
    t.post('/api/admin/api-tokens', { tokenName: 'hard', type: 'client', environment: 'development', projects: ['default'] }),
    'api token',
  );
  const started = new Date().toISOString();
  await ok(t.post('/api/client/register', { appName: 'hard-app', instanceId: 'hard-1', strategies: [], started, interval: 1 }), 'SDK app');
  const ids: [RegExp, string][] = [
    [/\/segments\//, String(segment.id)],
    [/\/signal-endpoints\//, String(endpoint.id)],
    [/\/actions\//, String(actionSet.id)],
    [/\/user-admin\//, String(user.id)],
    [/\/user\/tokens\//, '1'],
    [/\/change-requests\//, '1'],
  ];
  const byName: Record<string, string> = {
    projectId: 'default',
    featureName: 'hard-flag',
    appName: 'hard-app',
    environment: 'development',
    strategyId: String(strategy.id),
    tokenId: String(signalToken.id),
    token: encodeURIComponent(apiToken.secret),
    type: 'hardtype',
    value: 'hardvalue',
    parent: 'hard-parent',
    // An OFREP flag key (/ofrep/v1/evaluate/flags/{key}).
    key: 'hard-flag',
    changeId: '1',
    endpointName: 'hard-endpoint',
    roleId: '5',
    // Well formed, of no token: the API token that `token` names must survive the suite.
    fingerprint: '0000000000000000',
  };
  return {
    bodyLimitBytes: BODY_LIMIT,
    pathValue(path, param) {
      if (param === 'id') return ids.find(([re]) => re.test(path))?.[1] ?? '1';
      if (param === 'name') return path.includes('tag-types') ? 'hardtype' : 'development';
      const value = byName[param];
      if (value === undefined) throw new Error(`no fixture for path parameter ${param} of ${path}`);
      return value;
    },
  };
}
