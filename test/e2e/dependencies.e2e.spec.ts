import { createTestApp, type TestApp } from '../support/test-app';

const base = '/api/admin/projects/default/features';
const deps = (child: string) => `${base}/${child}/dependencies`;

describe('feature dependencies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['parent', 'child', 'child-2', 'grandchild', 'archived-parent'])
      expect((await t.post(base, { name })).status).toBe(201);
    expect((await t.put(`${base}/archived-parent`, { archived: true })).status).toBe(200);
  });
  afterAll(() => t.close());

  const events = async (flag: string) =>
    (await t.get(`/api/admin/events/${flag}`)).body.events as { type: string; project: string; data: unknown }[];

  it('adds a dependency → 200; the Feature shows dependencies and children', async () => {
    const res = await t.post(deps('child'), { feature: 'parent', variants: ['blue'] });
    expect(res.status).toBe(200);
    expect((await events('child'))[0]).toMatchObject({
      type: 'feature-dependency-added',
      project: 'default',
      data: { feature: 'parent', enabled: true, variants: ['blue'] },
    });
    expect((await t.get(`${base}/child`)).body.dependencies).toEqual([{ feature: 'parent', enabled: true, variants: ['blue'] }]);
    expect((await t.get(`${base}/parent`)).body.children).toEqual(['child']);
  });

  it('re-adding upserts; the same again emits nothing; enabled:false drops variants', async () => {
    const before = await t.eventCount();
    expect((await t.post(deps('child'), { feature: 'parent', variants: ['blue'] })).status).toBe(200);
    expect(await t.eventCount()).toBe(before);
    expect((await t.post(deps('child'), { feature: 'parent', enabled: false, variants: ['blue'] })).status).toBe(200);
    expect((await events('child'))[0]).toMatchObject({ type: 'feature-dependency-added', data: { feature: 'parent', enabled: false } });
    expect((await t.get(`${base}/child`)).body.dependencies).toEqual([{ feature: 'parent', enabled: false, variants: [] }]);
  });

  it('refuses with 403 InvalidOperationError: self, unknown, archived parent, two levels; nothing written', async () => {
    const before = await t.eventCount();
    for (const [child, body] of [
      ['child-2', { feature: 'child-2' }],
      ['child-2', { feature: 'no-such-flag' }],
      ['child-2', { feature: 'archived-parent' }],
      ['grandchild', { feature: 'child' }],
      ['parent', { feature: 'child-2' }],
    ] as const) {
      const res = await t.post(deps(child), body);
      expect([child, res.status, res.body.name]).toEqual([child, 403, 'InvalidOperationError']);
    }
    expect((await t.post(deps('child-2'), { enabled: true })).status).toBe(400);
    expect((await t.post(deps('no-such-child'), { feature: 'parent' })).status).toBe(404);
    expect((await t.post(deps('child-2'), { feature: 'parent' }, { token: null })).status).toBe(401);
    expect(await t.eventCount()).toBe(before);
  });

  it('removes one dependency, then all of them', async () => {
    expect((await t.post(deps('child-2'), { feature: 'parent' })).status).toBe(200);
    expect((await t.delete(`${deps('child-2')}/parent`)).status).toBe(200);
    expect((await events('child-2'))[0]).toMatchObject({ type: 'feature-dependency-removed', data: { feature: 'parent' } });
    expect((await t.delete(deps('child'))).status).toBe(200);
    expect((await events('child'))[0].type).toBe('feature-dependencies-removed');
    expect((await t.get(`${base}/parent`)).body.children).toEqual([]);
    // Nothing to delete: 404, as Unleash 8 answers.
    const before = await t.eventCount();
    expect((await t.delete(deps('child'))).status).toBe(404);
    const one = await t.delete(`${deps('child')}/parent`);
    expect(one.status).toBe(404);
    expect(one.body).toMatchObject({ name: 'NotFoundError', message: 'The flag "child" does not depend on "parent".' });
    expect(await t.eventCount()).toBe(before);
  });

  it('PUT {archived: true} follows the archive rules: refused while others depend on the flag, drops its own dependencies', async () => {
    for (const name of ['put-parent', 'put-child']) expect((await t.post(base, { name })).status).toBe(201);
    expect((await t.post(deps('put-child'), { feature: 'put-parent' })).status).toBe(200);
    const before = await t.eventCount();
    const refused = await t.put(`${base}/put-parent`, { archived: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ name: 'InvalidOperationError', message: expect.stringContaining('put-child') });
    expect(await t.eventCount()).toBe(before);
    expect((await t.put(`${base}/put-child`, { archived: true })).status).toBe(200);
    expect((await events('put-child')).slice(0, 2).map((e) => e.type)).toEqual(['feature-archived', 'feature-dependencies-removed']);
    expect((await t.get(`${base}/put-parent`)).body.children).toEqual([]);
    expect((await t.put(`${base}/put-parent`, { archived: true })).status).toBe(200);
  });
});
