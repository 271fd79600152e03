import { createTestApp, type TestApp } from '../support/test-app';

const LIMIT_KEYS = [
  'segmentValues',
  'strategySegments',
  'actionSetActions',
  'actionSetsPerProject',
  'actionSetFilters',
  'actionSetFilterValues',
  'signalEndpoints',
  'signalTokensPerEndpoint',
  'featureEnvironmentStrategies',
  'constraintValues',
  'constraints',
  'environments',
  'apiTokens',
  'projects',
  'segments',
  'featureFlags',
];

describe('GET /api/admin/ui-config', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SEGMENTS_LIMIT: '42', SIGNAL_ENDPOINTS_LIMIT: '9' });
  });
  afterAll(() => t.close());

  it('needs a token (401)', async () => {
    const res = await t.get('/api/admin/ui-config', { token: null });
    expect(res.status).toBe(401);
    expect(res.body.name).toBe('AuthenticationRequired');
  });

  it('answers the spec uiConfigSchema with Unleash open-source defaults', async () => {
    const res = await t.get('/api/admin/ui-config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      environment: 'Open Source',
      unleashUrl: 'http://localhost:4242',
      baseUriPath: '',
      disablePasswordAuth: false,
      emailEnabled: false,
      maintenanceMode: false,
      networkViewEnabled: false,
      frontendApiOrigins: ['*'],
      flags: {},
      authenticationType: 'open-source',
      unleashAIAvailable: false,
      versionInfo: { current: { oss: res.body.version, enterprise: '' }, latest: {}, isLatest: true },
    });
    expect(res.body.segmentValuesLimit).toBe(res.body.resourceLimits.segmentValues);
    expect(res.body.strategySegmentsLimit).toBe(res.body.resourceLimits.strategySegments);
  });

  it("names the installation with versionInfo.instanceId: the first append's group, kept across restarts", async () => {
    const first = (await t.get('/api/admin/ui-config')).body.versionInfo.instanceId;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const bootstrap = ((await t.get('/api/admin/events')).body.events as { id: number; groupId: string }[]).find((e) => e.id === 1);
    expect(bootstrap?.groupId).toBe(first);
    await t.restart();
    expect((await t.get('/api/admin/ui-config')).body.versionInfo.instanceId).toBe(first);
  });

  it('reports every resource limit as an integer, with defaults and configured overrides', async () => {
    const { resourceLimits } = (await t.get('/api/admin/ui-config')).body;
    expect(Object.keys(resourceLimits).sort()).toEqual([...LIMIT_KEYS].sort());
    for (const key of LIMIT_KEYS) expect([key, Number.isInteger(resourceLimits[key]) && resourceLimits[key] >= 1]).toEqual([key, true]);
    expect(resourceLimits).toMatchObject({
      segmentValues: 1000,
      strategySegments: 5,
      actionSetActions: 10,
      actionSetsPerProject: 5,
      actionSetFilters: 5,
      actionSetFilterValues: 25,
      signalEndpoints: 9,
      signalTokensPerEndpoint: 5,
      featureEnvironmentStrategies: 30,
      constraintValues: 250,
      constraints: 30,
      environments: 50,
      apiTokens: 2000,
      projects: 500,
      segments: 42,
      featureFlags: 5000,
    });
  });
});
