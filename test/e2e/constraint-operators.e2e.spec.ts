import { InMemStorageProvider, Unleash, UnleashEvents, type Context } from 'unleash-client';
import { destroySdk } from '../support/sdk-teardown';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The operators Unleash 7.5–8.0 added — REGEX, SEMVER_GTE, SEMVER_LTE, IN_CIDR — evaluated by
 * the official SDK 6.12 (issue 36 §4, ADR 0058): accepted in strategies and segments with
 * Unleash's validation (a pattern RE2 cannot compile, a value that is no semantic version or no
 * CIDR range is a 400 and changes nothing), served to SDKs as stored, and evaluated by the
 * frontend API and the playground exactly as the SDK evaluates them.
 */
let t: TestApp;
let sdk: Unleash;
let frontendToken: string;
let clientToken: string;
let segmentId: number;
const admin = (name = '') => `/api/admin/projects/default/features${name ? `/${name}` : ''}`;
const strategies = (name: string) => `${admin(name)}/environments/development/strategies`;

const FLAGS: Record<string, Record<string, unknown>[]> = {
  'op-regex': [{ contextName: 'email', operator: 'REGEX', value: '^[a-z]+@acme\\.com$' }],
  'op-regex-ci': [{ contextName: 'email', operator: 'REGEX', value: 'ACME\\.COM$', caseInsensitive: true }],
  'op-regex-inverted': [{ contextName: 'userId', operator: 'REGEX', value: '^[0-9]+$', inverted: true }],
  'op-semver-gte': [{ contextName: 'version', operator: 'SEMVER_GTE', value: '2.0.0' }],
  'op-semver-lte': [{ contextName: 'version', operator: 'SEMVER_LTE', value: '1.5.0-rc.1' }],
  'op-cidr': [{ contextName: 'remoteAddress', operator: 'IN_CIDR', values: ['10.0.0.0/8', '2001:db8::/32', '192.168.7.7'] }],
  'op-cidr-property': [{ contextName: 'clientIp', operator: 'IN_CIDR', values: ['172.16.0.0/12'] }],
};

const CONTEXTS: Context[] = [
  { userId: '42', remoteAddress: '10.1.2.3', properties: { email: 'ops@acme.com', version: '2.0.0', clientIp: '172.20.0.1' } },
  { userId: 'u-7', remoteAddress: '11.0.0.1', properties: { email: 'Ops@ACME.com', version: '1.5.0-beta.2', clientIp: '172.32.0.1' } },
  { userId: '7', remoteAddress: '2001:db8::42', properties: { email: 'ops@acme.company', version: '1.5.0', clientIp: 'nope' } },
  { userId: 'x', remoteAddress: '192.168.7.7', properties: { email: 'a@acme.com', version: '10.0.0' } },
  { userId: '8', remoteAddress: '192.168.7.8', properties: { version: 'v2.0.0' } },
];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  for (const [name, constraints] of Object.entries(FLAGS)) {
    expect((await t.post(admin(), { name })).status).toBe(201);
    expect((await t.post(strategies(name), { name: 'default', constraints })).status).toBe(200);
    expect((await t.post(`${admin(name)}/environments/development/on`)).status).toBe(200);
  }
  const segment = await t.post('/api/admin/segments', {
    name: 'op-internal',
    constraints: [
      { contextName: 'remoteAddress', operator: 'IN_CIDR', values: ['10.0.0.0/8'] },
      { contextName: 'version', operator: 'SEMVER_GTE', value: '1.0.0' },
    ],
  });
  expect(segment.status).toBe(201);
  segmentId = segment.body.id;
  expect((await t.post(admin(), { name: 'op-segment' })).status).toBe(201);
  expect((await t.post(strategies('op-segment'), { name: 'default', segments: [segmentId] })).status).toBe(200);
  expect((await t.post(`${admin('op-segment')}/environments/development/on`)).status).toBe(200);

  const token = async (type: string) => {
    const res = await t.post('/api/admin/api-tokens', { tokenName: `op-${type}`, type, environment: 'development', projects: ['default'] });
    expect(res.status).toBe(201);
    return res.body.secret as string;
  };
  frontendToken = await token('frontend');
  clientToken = await token('client');
  sdk = new Unleash({
    url: `${baseUrl}/api/`,
    appName: 'op-sdk',
    customHeaders: { Authorization: clientToken },
    disableMetrics: true,
    storageProvider: new InMemStorageProvider(),
  });
  sdk.on(UnleashEvents.Error, () => undefined);
  await new Promise<void>((resolve) => sdk.once(UnleashEvents.Synchronized, () => resolve()));
});

afterAll(async () => {
  destroySdk(sdk);
  await t.close();
});

const NAMES = [...Object.keys(FLAGS), 'op-segment'];

it('stores them as sent and serves them to SDKs, whose engine tells the contexts apart', async () => {
  const [stored] = (await t.get(strategies('op-cidr'))).body;
  expect(stored.constraints).toEqual([{ ...FLAGS['op-cidr'][0], inverted: false, caseInsensitive: false }]);
  const served = await t.get('/api/client/features', { token: clientToken });
  expect(served.status).toBe(200);
  const regex = served.body.features.find((f: { name: string }) => f.name === 'op-regex-ci');
  expect(regex.strategies[0].constraints).toEqual([expect.objectContaining(FLAGS['op-regex-ci'][0])]);
  // Each flag is on for some of the contexts and off for others: the operators are really evaluated.
  for (const name of NAMES) {
    const verdicts = CONTEXTS.map((c) => sdk.isEnabled(name, c));
    expect([name, verdicts.includes(true), verdicts.includes(false)]).toEqual([name, true, true]);
  }
  expect(CONTEXTS.map((c) => sdk.isEnabled('op-regex', c))).toEqual([true, false, false, true, false]);
  expect(CONTEXTS.map((c) => sdk.isEnabled('op-cidr', c))).toEqual([true, false, true, true, false]);
});

it('evaluates them in the frontend API as the SDK does', async () => {
  for (const context of CONTEXTS) {
    const res = await t.post('/api/frontend', { context }, { token: frontendToken });
    expect(res.status).toBe(200);
    const enabled = (res.body.toggles as { name: string }[]).map((x) => x.name).sort();
    expect({ context, enabled }).toEqual({ context, enabled: NAMES.filter((n) => sdk.isEnabled(n, context)).sort() });
  }
});

it('evaluates them in the playground as the SDK does, with each constraint’s result', async () => {
  for (const context of CONTEXTS) {
    const res = await t.post('/api/admin/playground', {
      projects: ['default'],
      environment: 'development',
      context,
    });
    expect(res.status).toBe(200);
    for (const name of NAMES) {
      const feature = (
        res.body.features as { name: string; isEnabled: boolean; strategies: { data: { constraints: { result: boolean }[] }[] } }[]
      ).find((f) => f.name === name)!;
      expect({ name, context, isEnabled: feature.isEnabled }).toEqual({ name, context, isEnabled: sdk.isEnabled(name, context) });
      if (name !== 'op-segment') expect(feature.strategies.data[0].constraints[0].result).toBe(feature.isEnabled);
    }
  }
});

it('refuses what the SDKs cannot read with 400 {id, name, message}, in strategies and segments, and changes nothing', async () => {
  const before = await t.eventCount();
  const bad: [string, Record<string, unknown>, RegExp][] = [
    [
      'an unclosed group',
      { contextName: 'email', operator: 'REGEX', value: '(abc' },
      /not a valid regex string \(error parsing regexp: missing closing \)/,
    ],
    ['a look-ahead', { contextName: 'email', operator: 'REGEX', value: '(?=a)b' }, /invalid or unsupported Perl syntax/],
    ['no pattern', { contextName: 'email', operator: 'REGEX', values: ['a'] }, /value is required for the operator REGEX/],
    ['a v-prefixed version', { contextName: 'version', operator: 'SEMVER_GTE', value: 'v1.2.3' }, /must be a semantic version/],
    ['a short version', { contextName: 'version', operator: 'SEMVER_LTE', value: '1.2' }, /must be a semantic version/],
    [
      'a prefix too long',
      { contextName: 'remoteAddress', operator: 'IN_CIDR', values: ['10.0.0.0/33'] },
      /"10\.0\.0\.0\/33" is not a valid IP address or CIDR range/,
    ],
    [
      'a host name',
      { contextName: 'remoteAddress', operator: 'IN_CIDR', values: ['10.0.0.0/8', 'intranet'] },
      /values\[1\] "intranet" is not a valid/,
    ],
    ['no range', { contextName: 'remoteAddress', operator: 'IN_CIDR', values: [] }, /at least one value for the operator IN_CIDR/],
  ];
  const [existing] = (await t.get(strategies('op-regex'))).body;
  for (const [what, constraint, message] of bad) {
    const answers = [
      await t.post(strategies('op-regex'), { name: 'default', constraints: [constraint] }),
      await t.put(`${strategies('op-regex')}/${existing.id}`, { name: 'default', constraints: [constraint] }),
      await t.post('/api/admin/segments', { name: `op-bad-${what.replace(/\W+/g, '-')}`, constraints: [constraint] }),
      await t.put(`/api/admin/segments/${segmentId}`, { name: 'op-internal', constraints: [constraint] }),
      await t.post('/api/admin/constraints/validate', constraint),
    ];
    for (const res of answers) {
      expect({ what, status: res.status, name: res.body.name }).toEqual({ what, status: 400, name: 'BadDataError' });
      expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['id', 'name', 'message']));
      expect(res.body.message).toMatch(message);
    }
  }
  for (const good of [...Object.values(FLAGS).flat()])
    expect([good, (await t.post('/api/admin/constraints/validate', good)).status]).toEqual([good, 204]);
  expect(await t.eventCount()).toBe(before);
});
