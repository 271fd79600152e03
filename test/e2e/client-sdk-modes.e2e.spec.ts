import { Unleash, UnleashEvents, type UnleashConfig } from 'unleash-client';
import { eventually } from '../support/eventually';
import { destroySdk } from '../support/sdk-teardown';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The official Node SDK in each of its modes against Pennant: full polling, delta
 * polling and streaming. Toggles, strategy edits, segment edits, archive and delete reach it and
 * evaluate as configured; a token scoped to one project never receives a flag of another; a
 * dropped connection loses no change; a deleted token stops receiving. Every mode runs against a
 * default Pennant: no `fetch-mode` hint, so polling SDKs stay polling (ADR 0058); the last tests
 * show the hint an operator may turn on (CLIENT_STREAMING_HINT), and that an SDK whose polls carry
 * a filter is never moved to a stream that would drop it.
 */
const MODES = {
  polling: { type: 'polling', format: 'full' },
  delta: { type: 'polling', format: 'delta' },
  streaming: { type: 'streaming' },
} as const satisfies Record<string, NonNullable<UnleashConfig['experimentalMode']>>;
type Mode = keyof typeof MODES;

const flags = (project: string) => `/api/admin/projects/${project}/features`;

function modeOf(unleash: Unleash): string {
  return (unleash as unknown as { repository: { getMode(): string } }).repository.getMode();
}

interface Harness {
  t: TestApp;
  baseUrl: string;
  sdks: Unleash[];
  token(name: string, projects: string[]): Promise<string>;
  sdk(token: string, mode: Mode, options?: Partial<UnleashConfig>): Promise<Unleash>;
  flag(project: string, name: string, strategy?: Record<string, unknown>): Promise<void>;
}

async function harness(env: Record<string, string>): Promise<Harness> {
  const t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  expect((await t.post('/api/admin/projects', { id: 'other', name: 'Other' })).status).toBeLessThan(300);
  const h: Harness = {
    t,
    baseUrl,
    sdks: [],
    token: async (name, projects) => {
      const res = await t.post('/api/admin/api-tokens', { tokenName: name, type: 'client', environment: 'development', projects });
      expect(res.status).toBe(201);
      return res.body.secret;
    },
    sdk: async (token, mode, options = {}) => {
      const unleash = new Unleash({
        url: `${baseUrl}/api/`,
        appName: `modes-${mode}`,
        customHeaders: { Authorization: token },
        refreshInterval: 100,
        disableMetrics: true,
        experimentalMode: MODES[mode],
        ...options,
      });
      unleash.on(UnleashEvents.Error, () => undefined);
      unleash.on(UnleashEvents.Warn, () => undefined);
      h.sdks.push(unleash);
      await new Promise<void>((resolve) => unleash.once(UnleashEvents.Synchronized, () => resolve()));
      return unleash;
    },
    flag: async (project, name, strategy = { name: 'default' }) => {
      expect((await t.post(flags(project), { name })).status).toBe(201);
      expect((await t.post(`${flags(project)}/${name}/environments/development/strategies`, strategy)).status).toBe(200);
      expect((await t.post(`${flags(project)}/${name}/environments/development/on`)).status).toBe(200);
    },
  };
  return h;
}

describe.each(Object.keys(MODES) as Mode[])('the official SDK in %s mode', (mode) => {
  let h: Harness;
  let scoped: string;

  beforeAll(async () => {
    h = await harness({});
    scoped = await h.token('scoped', ['default']);
  });
  afterAll(async () => {
    for (const sdk of h.sdks) destroySdk(sdk);
    await h.t.close();
  });

  it('follows toggles, strategy edits, segment edits, archive and delete, and evaluates as configured', async () => {
    const { t } = h;
    const segment = await t.post('/api/admin/segments', {
      name: 'beta',
      constraints: [{ contextName: 'userId', operator: 'IN', values: ['42'] }],
    });
    await h.flag('default', 'kill-switch');
    await h.flag('default', 'targeted', { name: 'default', segments: [segment.body.id] });
    const sdk = await h.sdk(scoped, mode);
    expect(modeOf(sdk)).toBe(MODES[mode].type);
    expect(sdk.isEnabled('kill-switch')).toBe(true);
    expect(sdk.isEnabled('targeted', { userId: '42' })).toBe(true);
    expect(sdk.isEnabled('targeted', { userId: '7' })).toBe(false);

    expect((await t.post(`${flags('default')}/kill-switch/environments/development/off`)).status).toBe(200);
    await eventually(() => !sdk.isEnabled('kill-switch'), { what: 'toggle off', timeoutMs: 10_000 });

    const [strategy] = (await t.get(`${flags('default')}/kill-switch/environments/development/strategies`)).body;
    expect(
      (
        await t.put(`${flags('default')}/kill-switch/environments/development/strategies/${strategy.id}`, {
          constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }],
        })
      ).status,
    ).toBe(200);
    expect((await t.post(`${flags('default')}/kill-switch/environments/development/on`)).status).toBe(200);
    await eventually(() => sdk.isEnabled('kill-switch', { userId: '1' }), { what: 'toggle on with a constraint', timeoutMs: 10_000 });
    expect(sdk.isEnabled('kill-switch', { userId: '2' })).toBe(false);

    expect(
      (
        await t.put(`/api/admin/segments/${segment.body.id}`, {
          name: 'beta',
          constraints: [{ contextName: 'userId', operator: 'IN', values: ['42', '7'] }],
        })
      ).status,
    ).toBe(204);
    await eventually(() => sdk.isEnabled('targeted', { userId: '7' }), { what: 'segment edit', timeoutMs: 10_000 });
    expect(sdk.isEnabled('targeted', { userId: '8' })).toBe(false);

    expect((await t.delete(`${flags('default')}/targeted`)).status).toBe(202);
    await eventually(() => sdk.getFeatureToggleDefinition('targeted') === undefined, { what: 'archive', timeoutMs: 10_000 });
    expect(sdk.isEnabled('targeted', { userId: '42' })).toBe(false);
    expect((await t.post('/api/admin/archive/revive/targeted')).status).toBeLessThan(300);
    await eventually(() => sdk.getFeatureToggleDefinition('targeted') !== undefined, { what: 'revive', timeoutMs: 10_000 });
    expect(sdk.isEnabled('targeted', { userId: '42' })).toBe(false); // revived flags come back disabled
    expect((await t.delete(`${flags('default')}/targeted`)).status).toBe(202);
    expect((await t.delete('/api/admin/archive/targeted')).status).toBeLessThan(300);
    await eventually(() => sdk.getFeatureToggleDefinition('targeted') === undefined, { what: 'delete', timeoutMs: 10_000 });
    expect(modeOf(sdk)).toBe(MODES[mode].type);
  });

  it('never hands a token’s SDK a flag of a project outside its scope, even across moves', async () => {
    const { t } = h;
    await h.flag('other', 'hidden');
    const seen = new Set<string>();
    const sdk = await h.sdk(scoped, mode);
    const record = () => {
      for (const f of sdk.getFeatureToggleDefinitions()) seen.add(`${f.name}@${f.project}`);
    };
    sdk.on(UnleashEvents.Changed, record);
    record();
    expect((await t.post(`${flags('other')}/hidden/environments/development/off`)).status).toBe(200);
    await h.flag('other', 'hidden-2');
    await h.flag('default', 'moving');
    await eventually(() => sdk.getFeatureToggleDefinition('moving') !== undefined, { what: 'a flag of its project', timeoutMs: 10_000 });
    expect((await t.post(`${flags('default')}/moving/changeProject`, { newProjectId: 'other' })).status).toBeLessThan(300);
    await eventually(() => sdk.getFeatureToggleDefinition('moving') === undefined, { what: 'moved out of its scope', timeoutMs: 10_000 });
    expect((await t.post(`${flags('other')}/moving/environments/development/off`)).status).toBe(200);
    await h.flag('default', 'last');
    await eventually(() => sdk.getFeatureToggleDefinition('last') !== undefined, {
      what: 'a later flag of its project',
      timeoutMs: 10_000,
    });
    expect([...seen].filter((s) => s.endsWith('@other'))).toEqual([]);
    expect([...seen]).toContain('moving@default');
  });

  it('loses no change across a dropped connection', async () => {
    const { t } = h;
    await h.flag('default', 'resume-a');
    const sdk = await h.sdk(scoped, mode);
    const hydrations = await connectedFrames(t);
    // Every connection of the server is cut (the SDK's stream or keep-alive socket among them).
    h.t.app.getHttpServer().closeAllConnections();
    expect((await t.post(`${flags('default')}/resume-a/environments/development/off`)).status).toBe(200);
    await h.flag('default', 'resume-b');
    await eventually(() => !sdk.isEnabled('resume-a') && sdk.isEnabled('resume-b'), {
      what: 'the changes made while disconnected',
      timeoutMs: 20_000,
    });
    // A stream resumed from its Last-Event-ID: deltas, no new hydration.
    if (mode === 'streaming') expect(await connectedFrames(t)).toBe(hydrations);
  });

  it('stops a deleted token’s SDK: it is refused and receives nothing more', async () => {
    const { t } = h;
    const created = await t.post('/api/admin/api-tokens', {
      tokenName: 'doomed',
      type: 'client',
      environment: 'development',
      projects: ['default'],
    });
    await h.flag('default', 'after-revocation');
    const doomed = await h.sdk(created.body.secret, mode);
    const witness = await h.sdk(scoped, mode);
    const refused = new Promise<string>((resolve) => doomed.on(UnleashEvents.Error, (e: Error) => resolve(e.message)));
    expect((await t.delete(`/api/admin/api-tokens/${encodeURIComponent(created.body.secret)}`)).status).toBeLessThan(300);
    expect(await refused).toMatch(/401/);
    expect((await t.post(`${flags('default')}/after-revocation/environments/development/off`)).status).toBe(200);
    await eventually(() => !witness.isEnabled('after-revocation'), { what: 'the witness SDK sees the change', timeoutMs: 10_000 });
    expect(doomed.isEnabled('after-revocation')).toBe(true);
    if (mode === 'streaming') {
      // Its stream was ended; refused (401) on reconnecting, it fell back to polling, refused again.
      expect(modeOf(doomed)).toBe('polling');
      expect(await metric(t, 'pennant_client_streams_open')).toBe(h.sdks.filter((s) => modeOf(s) === 'streaming').length);
    }
  });
});

async function metric(t: TestApp, name: string): Promise<number> {
  const text = (await t.get('/internal-backstage/prometheus', { token: null })).body as string;
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
}

async function connectedFrames(t: TestApp): Promise<number> {
  const text = (await t.get('/internal-backstage/prometheus', { token: null })).body as string;
  return Number(/^pennant_client_stream_events_sent_total\{event="unleash-connected"\} (\S+)$/m.exec(text)?.[1] ?? 0);
}

describe('the fetch-mode hint (CLIENT_STREAMING_HINT, ADR 0058)', () => {
  it('is not sent by default: polling answers carry no hint, the stream serves SDKs that ask for it', async () => {
    const h = await harness({});
    try {
      await h.flag('default', 'unhinted');
      const token = await h.token('unhinted', ['default']);
      expect((await h.t.get('/api/client/features', { token })).headers['fetch-mode']).toBeUndefined();
      expect((await h.t.get('/api/client/delta', { token })).headers['fetch-mode']).toBeUndefined();
      const streaming = await h.sdk(token, 'streaming');
      expect(modeOf(streaming)).toBe('streaming');
      expect(await metric(h.t, 'pennant_client_streams_open')).toBe(1);
    } finally {
      for (const sdk of h.sdks) destroySdk(sdk);
      await h.t.close();
    }
  });

  it('moves unfiltered polling SDKs to streaming when the operator turns it on', async () => {
    const h = await harness({ CLIENT_STREAMING_HINT: 'true' });
    try {
      await h.flag('default', 'hinted');
      const token = await h.token('hinted', ['default']);
      const polling = await h.sdk(token, 'polling');
      const delta = await h.sdk(token, 'delta');
      await eventually(() => modeOf(polling) === 'streaming' && modeOf(delta) === 'streaming', {
        what: 'both SDKs streaming',
        timeoutMs: 10_000,
      });
      expect((await h.t.post(`${flags('default')}/hinted/environments/development/off`)).status).toBe(200);
      await eventually(() => !polling.isEnabled('hinted') && !delta.isEnabled('hinted'), {
        what: 'the change over the streams',
        timeoutMs: 10_000,
      });
      expect(await metric(h.t, 'pennant_client_streams_open')).toBe(2);
    } finally {
      for (const sdk of h.sdks) destroySdk(sdk);
      await h.t.close();
    }
  });

  it('keeps SDKs polling when streaming is off: no hint, and a streaming SDK falls back to polling', async () => {
    const h = await harness({ CLIENT_STREAMING: 'false' });
    try {
      await h.flag('default', 'kept-polling');
      const token = await h.token('kept', ['default']);
      expect((await h.t.get('/api/client/features', { token })).headers['fetch-mode']).toBeUndefined();
      expect((await h.t.get('/api/client/delta', { token })).headers['fetch-mode']).toBeUndefined();
      const refused = await h.t.app.inject({ method: 'GET', url: '/api/client/streaming', headers: { authorization: token } });
      expect(refused.statusCode).toBe(404);
      expect(JSON.parse(refused.body)).toMatchObject({ name: 'NotFoundError' });
      const sdk = await h.sdk(token, 'streaming');
      expect(modeOf(sdk)).toBe('polling');
      expect(sdk.isEnabled('kept-polling')).toBe(true);
      expect((await h.t.post(`${flags('default')}/kept-polling/environments/development/off`)).status).toBe(200);
      await eventually(() => !sdk.isEnabled('kept-polling'), { what: 'the change by polling', timeoutMs: 10_000 });
    } finally {
      for (const sdk of h.sdks) destroySdk(sdk);
      await h.t.close();
    }
  });
});

/**
 * Issue 36 §5: the Node SDK sends its `namePrefix` (and `projectName`, `tags`) only when it polls;
 * its stream URL carries no query. An SDK moved to streaming would receive every flag of its
 * token's scope, so a poll with a filter is never hinted to stream, whatever the configuration.
 */
describe.each([
  ['a default Pennant', {}],
  ['CLIENT_STREAMING_HINT=true', { CLIENT_STREAMING_HINT: 'true' }],
] as const)('an SDK polling with a namePrefix on %s', (_, env: Record<string, string>) => {
  it('keeps polling and never receives a flag its prefix filters out (full and delta polling)', async () => {
    const h = await harness(env);
    try {
      await h.flag('default', 'keep-early');
      await h.flag('default', 'other-early');
      const token = await h.token('prefixed', ['default']);
      const seen = new Set<string>();
      const sdks = [await h.sdk(token, 'polling', { namePrefix: 'keep-' }), await h.sdk(token, 'delta', { namePrefix: 'keep-' })];
      for (const sdk of sdks) {
        const record = () => {
          for (const f of sdk.getFeatureToggleDefinitions()) seen.add(f.name);
        };
        sdk.on(UnleashEvents.Changed, record);
        record();
      }
      expect([...seen].sort()).toEqual(['keep-early']);
      await h.flag('default', 'other-late');
      expect((await h.t.post(`${flags('default')}/other-early/environments/development/off`)).status).toBe(200);
      // Created after the flags the prefix filters out: once it arrives, they would have too.
      await h.flag('default', 'keep-late');
      await eventually(() => sdks.every((sdk) => sdk.getFeatureToggleDefinition('keep-late') !== undefined), {
        what: 'the later keep- flag in both SDKs',
        timeoutMs: 10_000,
      });
      expect([...seen].sort()).toEqual(['keep-early', 'keep-late']);
      expect(sdks.map(modeOf)).toEqual(['polling', 'polling']);
      // No poll with a filter the stream drops is hinted; with the hint on, a poll without one is.
      const hinted = env.CLIENT_STREAMING_HINT === 'true' ? 'streaming' : undefined;
      const hint = async (path: string) => (await h.t.get(path, { token })).headers['fetch-mode'];
      expect(await hint('/api/client/features')).toBe(hinted);
      expect(await hint('/api/client/delta')).toBe(hinted);
      for (const query of ['namePrefix=keep-', 'project=default', 'tag=simple:a', 'environment=development']) {
        expect([query, await hint(`/api/client/features?${query}`), await hint(`/api/client/delta?${query}`)]).toEqual([
          query,
          undefined,
          undefined,
        ]);
      }
    } finally {
      for (const sdk of h.sdks) destroySdk(sdk);
      await h.t.close();
    }
  });
});
