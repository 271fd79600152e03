import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Search answers Unleash clients read — `dependencyType` (parent/child) and each
 * environment's `variantCount` were constants — and a `limit` above 100 is capped, not refused.
 */
const features = '/api/admin/projects/default/features';
const search = '/api/admin/search/features';

interface Item {
  name: string;
  dependencyType: 'parent' | 'child' | null;
  environments: { name: string; variantCount: number }[];
}

let t: TestApp;
const item = async (name: string): Promise<Item> =>
  ((await t.get(`${search}?query=${name}`)).body.features as Item[]).find((f) => f.name === name) as Item;
const variantCount = (i: Item, environment: string) => i.environments.find((e) => e.name === environment)?.variantCount;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['dep-parent', 'dep-child', 'dep-loner']) expect((await t.post(features, { name })).status).toBe(201);
});
afterAll(() => t.close());

it('gives dependencyType: parent for a flag others depend on, child for a dependent one, null otherwise, following the changes', async () => {
  expect((await item('dep-parent')).dependencyType).toBeNull();
  expect((await t.post(`${features}/dep-child/dependencies`, { feature: 'dep-parent' })).status).toBe(200);
  expect((await item('dep-parent')).dependencyType).toBe('parent');
  expect((await item('dep-child')).dependencyType).toBe('child');
  expect((await item('dep-loner')).dependencyType).toBeNull();
  expect((await t.delete(`${features}/dep-child/dependencies/dep-parent`)).status).toBe(200);
  expect((await item('dep-parent')).dependencyType).toBeNull();
  expect((await item('dep-child')).dependencyType).toBeNull();
  expect((await t.post(`${features}/dep-child/dependencies`, { feature: 'dep-parent' })).status).toBe(200);
  expect((await t.delete(`${features}/dep-child/dependencies`)).status).toBe(200);
  expect((await item('dep-parent')).dependencyType).toBeNull();
});

it("counts each environment's variants", async () => {
  expect(variantCount(await item('dep-loner'), 'development')).toBe(0);
  const variants = [
    { name: 'a', weight: 0 },
    { name: 'b', weight: 0 },
    { name: 'c', weight: 0 },
  ];
  expect((await t.put(`${features}/dep-loner/environments/development/variants`, variants)).status).toBe(200);
  const after = await item('dep-loner');
  expect(variantCount(after, 'development')).toBe(3);
  expect(variantCount(after, 'production')).toBe(0);
  expect((await t.put(`${features}/dep-loner/environments/development/variants`, [])).status).toBe(200);
  expect(variantCount(await item('dep-loner'), 'development')).toBe(0);
});

it('caps a limit above 100 at 100 instead of refusing it; malformed limits are still 400', async () => {
  const res = await t.get(`${search}?limit=500`);
  expect(res.status).toBe(200);
  expect(res.body.features.length).toBeLessThanOrEqual(100);
  expect(res.body.total).toBe(3);
  for (const bad of ['0', '-1', 'ten']) expect((await t.get(`${search}?limit=${bad}`)).status).toBe(400);
});
