import type { Server } from 'node:http';
import { createApp as createProxyApp, type Client as ProxyClient } from '@unleash/proxy';
import { createProxyConfig, type IProxyOption } from '@unleash/proxy/dist/config';
import { createSingletonClient } from '@unleash/proxy/dist/create-client';
import { InMemStorageProvider, Unleash, UnleashEvents, type Context } from 'unleash-client';
import { EVENTS, UnleashClient } from 'unleash-proxy-client';
import { eventually } from '../support/eventually';
import { destroySdk } from '../support/sdk-teardown';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The official Unleash Proxy (`@unleash/proxy` 1.4.19) and the browser SDK that reads it
 * (`unleash-proxy-client` 3.8.2), unmodified and in their default configurations, in front of a
 * Pennant in its own default configuration (ADR 0058):
 * - the proxy's embedded SDK polls `/api/client/features` and becomes ready (before ADR 0058 every
 *   polling answer hinted `fetch-mode: streaming`; the embedded SDK followed it, its stream
 *   carried no credentials — the proxy passes its token through a header function the streaming
 *   fetcher does not call — and it never became ready);
 * - the flags it answers for a context are exactly those the official server SDK, reading
 *   Pennant directly, finds enabled, with the same variants;
 * - a change made through the admin API reaches an `unleash-proxy-client` polling the proxy.
 *
 * Only what does not change how the clients talk to Pennant is set: the proxy's backup is kept
 * in memory (a backup file from an earlier run would make it "ready" without reaching Pennant),
 * its log is quiet, and the browser SDK polls every second instead of every 30 (test time).
 */
const PROXY_KEY = 'proxy-client-key';
const admin = (name = '') => `/api/admin/projects/default/features${name ? `/${name}` : ''}`;

let t: TestApp;
let pennantUrl: string;
let proxyUrl: string;
let proxyServer: Server;
let proxyClient: ProxyClient;
let direct: Unleash;
const browsers: UnleashClient[] = [];

async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function flag(name: string, strategies: Record<string, unknown>[], enabled = true): Promise<void> {
  expect((await t.post(admin(), { name })).status).toBe(201);
  for (const strategy of strategies)
    expect((await t.post(`${admin(name)}/environments/development/strategies`, strategy)).status).toBe(200);
  if (enabled) expect((await t.post(`${admin(name)}/environments/development/on`)).status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  pennantUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const segment = await t.post('/api/admin/segments', {
    name: 'px-beta',
    constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }],
  });
  expect(segment.status).toBe(201);
  await flag('px-on', [{ name: 'default' }]);
  await flag('px-off', [{ name: 'default' }], false);
  await flag('px-users', [{ name: 'default', constraints: [{ contextName: 'userId', operator: 'IN', values: ['1', '7', '9'] }] }]);
  await flag('px-rollout', [{ name: 'flexibleRollout', parameters: { rollout: '40', stickiness: 'userId', groupId: 'px-rollout' } }]);
  await flag('px-sessions', [{ name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'sessionId', groupId: 'px-s' } }]);
  await flag('px-segment', [{ name: 'default', segments: [segment.body.id] }]);
  await flag('px-version', [
    { name: 'default', constraints: [{ contextName: 'version', operator: 'SEMVER_GT', value: '1.5.0' }] },
    { name: 'default', constraints: [{ contextName: 'region', operator: 'STR_STARTS_WITH', values: ['a'], caseInsensitive: true }] },
  ]);
  await flag('px-not-eu', [{ name: 'default', constraints: [{ contextName: 'region', operator: 'NOT_IN', values: ['eu'] }] }]);
  await flag('px-address', [{ name: 'remoteAddress', parameters: { IPs: '10.0.0.1, 192.168.1.0/24' } }]);
  // The operators of Unleash 7.5–8.0, which the proxy's SDK (6.12) evaluates too.
  await flag('px-regex', [{ name: 'default', constraints: [{ contextName: 'region', operator: 'REGEX', value: '^(eu|us)$' }] }]);
  await flag('px-cidr', [
    { name: 'default', constraints: [{ contextName: 'remoteAddress', operator: 'IN_CIDR', values: ['10.0.0.0/8'] }] },
  ]);
  await flag('px-semver', [{ name: 'default', constraints: [{ contextName: 'version', operator: 'SEMVER_GTE', value: '1.5.0' }] }]);
  await flag('px-variants', [{ name: 'default' }]);
  expect(
    (
      await t.put(`${admin('px-variants')}/environments/development/variants`, [
        { name: 'blue', weight: 500, weightType: 'fix', stickiness: 'userId', payload: { type: 'json', value: '{"color":"blue"}' } },
        { name: 'red', weight: 500, weightType: 'variable', stickiness: 'userId' },
      ])
    ).status,
  ).toBe(200);
  await flag('px-strategy-variants', [
    {
      name: 'flexibleRollout',
      parameters: { rollout: '100', stickiness: 'userId', groupId: 'px-sv' },
      variants: [
        { name: 'a', weight: 300, weightType: 'variable', stickiness: 'userId', payload: { type: 'string', value: 'A' } },
        { name: 'b', weight: 700, weightType: 'variable', stickiness: 'userId' },
      ],
    },
  ]);
  await flag('px-child', [{ name: 'default' }]);
  expect((await t.post(`${admin('px-child')}/dependencies`, { feature: 'px-users' })).status).toBe(200);

  const token = await t.post('/api/admin/api-tokens', {
    tokenName: 'unleash-proxy',
    type: 'client',
    environment: 'development',
    projects: ['default'],
  });
  expect(token.status).toBe(201);

  // The official server SDK reading Pennant directly: what Unleash's own engine makes of the flags.
  direct = new Unleash({
    url: `${pennantUrl}/api/`,
    appName: 'px-direct',
    customHeaders: { Authorization: token.body.secret },
    disableMetrics: true,
    storageProvider: new InMemStorageProvider(),
  });
  direct.on(UnleashEvents.Error, () => undefined);
  await new Promise<void>((resolve) => direct.once(UnleashEvents.Synchronized, () => resolve()));

  // The proxy as `createApp(options)` builds it (the same singleton client), kept to stop it afterwards.
  const options: IProxyOption = {
    unleashUrl: `${pennantUrl}/api/`,
    unleashApiToken: token.body.secret,
    clientKeys: [PROXY_KEY],
    storageProvider: new InMemStorageProvider(),
    logLevel: 'fatal' as IProxyOption['logLevel'],
  };
  proxyClient = createSingletonClient(createProxyConfig(options));
  proxyServer = createProxyApp(options, proxyClient).listen(0, '127.0.0.1');
  proxyUrl = await listening(proxyServer);
});

afterAll(async () => {
  for (const browser of browsers) browser.stop();
  const internals = proxyClient as unknown as { unleash: Unleash; metrics: { stop(): void } };
  internals.metrics.stop();
  destroySdk(internals.unleash);
  destroySdk(direct);
  proxyServer.closeAllConnections();
  await new Promise((resolve) => proxyServer.close(resolve));
  await t.close();
});

interface ProxyToggle {
  name: string;
  enabled: boolean;
  variant: { name: string; enabled: boolean; payload?: { type: string; value: string } };
}

/** What the official SDK evaluates for a context: each enabled flag with its variant (as the proxy answers). */
function expected(context: Context): { name: string; variant: ProxyToggle['variant'] }[] {
  return direct
    .getFeatureToggleDefinitions()
    .filter((f) => direct.isEnabled(f.name, context))
    .map((f) => {
      const { name, enabled, payload } = direct.getVariant(f.name, context);
      return { name: f.name, variant: { name, enabled, ...(payload ? { payload } : {}) } };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function throughProxy(context: Context): Promise<{ name: string; variant: ProxyToggle['variant'] }[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(context)) if (typeof value === 'string') query.set(key, value);
  for (const [key, value] of Object.entries(context.properties ?? {})) if (typeof value === 'string') query.set(key, value);
  const res = await fetch(`${proxyUrl}/proxy?${query.toString()}`, { headers: { authorization: PROXY_KEY } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { toggles: ProxyToggle[] };
  return body.toggles
    .map(({ name, variant: { name: variant, enabled, payload } }) => ({
      name,
      variant: { name: variant, enabled, ...(payload ? { payload } : {}) },
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const REGIONS = ['eu', 'us', 'apac', 'Asia'];
const VERSIONS = ['1.0.0', '1.5.0', '1.5.1', '2.0.0-beta.1', '3.1.4'];
const ADDRESSES = ['10.0.0.1', '192.168.1.20', '127.0.0.1', '10.0.0.2'];
const CONTEXTS: Context[] = Array.from({ length: 24 }, (_, i) => ({
  userId: String(i % 12),
  sessionId: `s-${i * 7}`,
  remoteAddress: ADDRESSES[i % ADDRESSES.length],
  properties: { region: REGIONS[i % REGIONS.length], version: VERSIONS[i % VERSIONS.length] },
}));

/** The proxy's readiness probe answers 200 "ok" (503 until its embedded SDK has read Pennant's flags). */
async function proxyReady(): Promise<string> {
  return eventually(
    async () => {
      const res = await fetch(`${proxyUrl}/proxy/health`);
      return res.status === 200 ? res.text() : null;
    },
    { what: 'the proxy ready', timeoutMs: 15_000 },
  );
}

it('becomes ready against a default Pennant: its embedded SDK keeps polling and registers', async () => {
  expect(await proxyReady()).toBe('ok');
  const sdk = (proxyClient as unknown as { unleash: { repository: { getMode(): string } } }).unleash;
  expect(sdk.repository.getMode()).toBe('polling');
  // Its instance registered with Pennant as the application Unleash names it.
  await eventually(
    async () => {
      const res = await t.get('/api/admin/metrics/applications');
      return (res.body.applications as { appName: string }[]).some((a) => a.appName === 'unleash-proxy');
    },
    { what: 'the proxy registered', timeoutMs: 15_000 },
  );
});

it('answers for a context exactly the flags and variants the official SDK evaluates', async () => {
  await proxyReady();
  let enabledSomewhere = new Set<string>();
  let disabledSomewhere = new Set<string>();
  for (const context of CONTEXTS) {
    const wanted = expected(context);
    expect({ context, toggles: await throughProxy(context) }).toEqual({ context, toggles: wanted });
    enabledSomewhere = new Set([...enabledSomewhere, ...wanted.map((w) => w.name)]);
    disabledSomewhere = new Set([
      ...disabledSomewhere,
      ...direct
        .getFeatureToggleDefinitions()
        .map((f) => f.name)
        .filter((n) => !wanted.some((w) => w.name === n)),
    ]);
  }
  // The contexts tell the flags apart: each targeted flag is on for some and off for others.
  for (const name of [
    'px-users',
    'px-rollout',
    'px-sessions',
    'px-segment',
    'px-version',
    'px-not-eu',
    'px-address',
    'px-child',
    'px-regex',
    'px-cidr',
    'px-semver',
  ]) {
    expect([name, enabledSomewhere.has(name), disabledSomewhere.has(name)]).toEqual([name, true, true]);
  }
  expect(enabledSomewhere.has('px-off')).toBe(false);
});

it('brings a change made through the admin API to an unleash-proxy-client polling the proxy', async () => {
  await proxyReady();
  const browser = new UnleashClient({
    url: `${proxyUrl}/proxy`,
    clientKey: PROXY_KEY,
    appName: 'px-web',
    refreshInterval: 1,
    context: { userId: '7', properties: { region: 'eu' } },
  });
  browsers.push(browser);
  const ready = new Promise<void>((resolve) => browser.once(EVENTS.READY, () => resolve()));
  await browser.start();
  await ready;
  const context: Context = { userId: '7', sessionId: browser.getContext().sessionId, properties: { region: 'eu' } };
  for (const name of ['px-on', 'px-users', 'px-segment', 'px-child', 'px-off', 'px-not-eu', 'px-rollout']) {
    expect([name, browser.isEnabled(name)]).toEqual([name, direct.isEnabled(name, context)]);
  }
  expect(browser.getVariant('px-variants').name).toBe(direct.getVariant('px-variants', context).name);
  expect(browser.isEnabled('px-on')).toBe(true);

  expect((await t.post(`${admin('px-on')}/environments/development/off`)).status).toBe(200);
  await eventually(() => !browser.isEnabled('px-on'), { what: 'the toggle off in the browser SDK', timeoutMs: 20_000 });
  expect((await t.post(`${admin('px-off')}/environments/development/on`)).status).toBe(200);
  await eventually(() => browser.isEnabled('px-off'), { what: 'the toggle on in the browser SDK', timeoutMs: 20_000 });
});
