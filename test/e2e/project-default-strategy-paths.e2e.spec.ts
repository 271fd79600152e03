import { createTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';

/**
 * The other paths that turn a flag on (ADR 0052): an import and an action set reacting to a
 * signal add the project environment's default strategy too (a copy, the flag's name as groupId).
 */
const project = '/api/admin/projects/dsp';
const features = `${project}/features`;
const quarter = { name: 'flexibleRollout', parameters: { rollout: '25', stickiness: 'default', groupId: '' } };
const addedTo = (flag: string) => [
  expect.objectContaining({ name: 'flexibleRollout', parameters: { rollout: '25', stickiness: 'default', groupId: flag } }),
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect((await t.post('/api/admin/projects', { id: 'dsp', name: 'Default strategy paths' })).status).toBe(201);
  expect((await t.post(`${project}/environments/development/default-strategy`, quarter)).status).toBe(200);
});
afterAll(() => t.close());

async function strategiesOf(flag: string, environment: string): Promise<unknown[]> {
  const res = await t.get(`${features}/${flag}`);
  expect(res.status).toBe(200);
  return res.body.environments.find((e: { name: string }) => e.name === environment).strategies;
}

describe('a project environment default strategy, on the other turn-on paths', () => {
  it('is what an import turning a flag on without strategies adds', async () => {
    const data = {
      features: [{ name: 'dsp-imported', type: 'release' }],
      featureStrategies: [],
      featureEnvironments: [{ name: 'dsp-imported', featureName: 'dsp-imported', environment: 'development', enabled: true }],
    };
    const res = await t.post('/api/admin/features-batch/import', { project: 'dsp', environment: 'development', data });
    expect(res.status).toBe(200);
    expect(await strategiesOf('dsp-imported', 'development')).toEqual(addedTo('dsp-imported'));
  });

  it('is what an action set turning a flag on adds (signals go through the same toggle)', async () => {
    expect((await t.post(features, { name: 'dsp-signalled' })).status).toBe(201);
    const endpoint = await t.post('/api/admin/signal-endpoints', { name: 'dsp-deploys' });
    expect(endpoint.status).toBe(201);
    const bot = await t.post('/api/admin/service-account', { username: 'dsp-bot', name: 'DSP bot', rootRole: 'Editor' });
    expect(bot.status).toBe(201);
    const set = await t.post(`${project}/actions`, {
      name: 'turn on when deployed',
      actorId: bot.body.id,
      match: { source: 'signal-endpoint', sourceId: endpoint.body.id, payload: {} },
      actions: [
        {
          action: 'TOGGLE_FEATURE_ON',
          sortOrder: 1,
          executionParams: { project: 'dsp', featureName: 'dsp-signalled', environment: 'development' },
        },
      ],
    });
    expect(set.status).toBe(201);
    const secret = (await t.post(`/api/admin/signal-endpoints/${endpoint.body.id}/tokens`, { name: 'ci' })).body.token as string;
    const signal = await t.post('/api/signal-endpoint/dsp-deploys', { deployed: true }, { token: `Bearer ${secret}` });
    expect(signal.status).toBe(200);
    const strategies = await eventually(
      async () => {
        const found = await strategiesOf('dsp-signalled', 'development');
        return found.length > 0 ? found : null;
      },
      { timeoutMs: 10_000, intervalMs: 50, what: 'the action set turned dsp-signalled on' },
    );
    expect(strategies).toEqual(addedTo('dsp-signalled'));
  });
});
