import { createTestApp, type TestApp } from '../support/test-app';

const base = '/api/admin/projects/default/features';
const envVariants = (flag: string, env = 'development') => `${base}/${flag}/environments/${env}/variants`;

describe('variants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['v-env', 'v-batch', 'v-legacy', 'v-bad', 'v-archived']) expect((await t.post(base, { name })).status).toBe(201);
  });
  afterAll(() => t.close());

  const events = async (flag: string) =>
    (await t.get(`/api/admin/events/${flag}`)).body.events as {
      type: string;
      environment: string | null;
      data: unknown;
      preData: unknown;
    }[];

  it('PUT env variants → 200 {version, variants} with weights redistributed; one event; the Feature shows them', async () => {
    const res = await t.put(envVariants('v-env'), [
      { name: 'a', weight: 0 },
      { name: 'b', weight: 0, stickiness: 'userId' },
      { name: 'c', weight: 100, weightType: 'fix', payload: { type: 'json', value: '{"x":1}' } },
    ]);
    expect(res.status).toBe(200);
    const variants = [
      { name: 'a', weight: 450, weightType: 'variable', stickiness: 'default' },
      { name: 'b', weight: 450, weightType: 'variable', stickiness: 'userId' },
      { name: 'c', weight: 100, weightType: 'fix', stickiness: 'default', payload: { type: 'json', value: '{"x":1}' } },
    ];
    expect(res.body).toEqual({ version: 1, variants });
    expect((await events('v-env'))[0]).toMatchObject({
      type: 'feature-environment-variants-updated',
      environment: 'development',
      data: { variants },
      preData: { variants: [] },
    });
    const feature = (await t.get(`${base}/v-env`)).body;
    const dev = feature.environments.find((e: { name: string }) => e.name === 'development');
    expect(dev).toMatchObject({ variants, variantCount: 3 });
    expect(feature.environments.find((e: { name: string }) => e.name === 'production')).toMatchObject({ variants: [], variantCount: 0 });
  });

  it('the same PUT again emits nothing; PATCH applies a JSON patch', async () => {
    const before = await t.eventCount();
    const same = (await t.get(`${base}/v-env`)).body.environments.find((e: { name: string }) => e.name === 'development').variants;
    expect((await t.put(envVariants('v-env'), same)).status).toBe(200);
    expect(await t.eventCount()).toBe(before);
    const patched = await t.patch(envVariants('v-env'), [{ op: 'remove', path: '/2' }]);
    expect(patched.status).toBe(200);
    expect(patched.body.variants.map((v: { name: string; weight: number }) => [v.name, v.weight])).toEqual([
      ['a', 500],
      ['b', 500],
    ]);
    expect(await t.eventCount()).toBe(before + 1);
  });

  it('variants-batch sets several environments, one event each', async () => {
    const res = await t.put(`${base}/v-batch/variants-batch`, {
      variants: [{ name: 'x', weight: 1 }],
      environments: ['development', 'production'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: 1, variants: [{ name: 'x', weight: 1000, weightType: 'variable', stickiness: 'default' }] });
    expect((await events('v-batch')).map((e) => [e.type, e.environment])).toEqual([
      ['feature-environment-variants-updated', 'production'],
      ['feature-environment-variants-updated', 'development'],
      ['feature-created', null],
    ]);
  });

  it('legacy feature-level variants: feature-variants-updated and top-level variants', async () => {
    const res = await t.put(`${base}/v-legacy/variants`, [{ name: 'x', weight: 1 }]);
    expect(res.status).toBe(200);
    expect((await events('v-legacy'))[0]).toMatchObject({
      type: 'feature-variants-updated',
      environment: null,
      data: { variants: res.body.variants },
    });
    expect((await t.get(`${base}/v-legacy`)).body.variants).toEqual(res.body.variants);
    const patched = await t.patch(`${base}/v-legacy/variants`, [{ op: 'add', path: '/-', value: { name: 'y', weight: 0 } }]);
    expect(patched.body.variants.map((v: { weight: number }) => v.weight)).toEqual([500, 500]);
  });

  it('bad input is 400 and writes nothing', async () => {
    const before = await t.eventCount();
    const bad: unknown[] = [
      [
        { name: 'a', weight: 1 },
        { name: 'a', weight: 1 },
      ],
      [{ name: 'a', weight: 1001 }],
      [{ name: 'a', weight: 1, weightType: 'heavy' }],
      [
        { name: 'a', weight: 600, weightType: 'fix' },
        { name: 'b', weight: 500, weightType: 'fix' },
      ],
      [{ name: 'a', weight: 1, payload: { type: 'json', value: 'nope' } }],
      [{ name: 'a', weight: 1, payload: { type: 'number', value: 'ten' } }],
      { name: 'a' },
    ];
    for (const body of bad) expect((await t.put(envVariants('v-bad'), body)).status).toBe(400);
    expect((await t.patch(envVariants('v-bad'), [{ op: 'remove', path: '/5' }])).status).toBe(400);
    expect((await t.put(`${base}/v-bad/variants-batch`, { variants: [] })).status).toBe(400);
    expect(await t.eventCount()).toBe(before);
  });

  it('unknown environment or flag 404, archived flag 400, no token 401', async () => {
    expect((await t.put(envVariants('v-bad', 'staging'), [])).status).toBe(404);
    expect((await t.put(envVariants('no-such-flag'), [])).status).toBe(404);
    expect((await t.put(envVariants('v-bad'), [], { token: null })).status).toBe(401);
    expect((await t.put(`${base}/v-archived`, { archived: true })).status).toBe(200);
    expect((await t.put(envVariants('v-archived'), [{ name: 'a', weight: 1 }])).status).toBe(400);
  });
});
