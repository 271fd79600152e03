import type { DomainEvent } from '@pennant/events';
import { MIGRATIONS } from '@pennant/migrations';
import { injectEvents } from '../support/inject-events';
import { createTestApp, type TestApp } from '../support/test-app';

const base = '/api/admin/projects/default/features';
const search = '/api/admin/search/features';

/** Nine pairs of environments no project has: with them a list exceeds the eight tested one by one. */
const unknown = Array.from({ length: 9 }, (_, i) => `nowhere-${i}:enabled`).join(',');

function toggle(featureName: string, environment: string, on: boolean): DomainEvent {
  return {
    type: on ? 'feature-environment-enabled' : 'feature-environment-disabled',
    data: { project: 'default', featureName, environment },
  };
}

/** The status filter tests each flag's kept `enabled_environments` (migration 0250). */
describe('search status filter and the kept enabled environments', () => {
  let t: TestApp;

  async function names(query: string): Promise<string[]> {
    const res = await t.get(`${search}?${query}&sortBy=name`);
    expect(res.status).toBe(200);
    return res.body.features.map((f: { name: string }) => f.name);
  }

  /** What the kept column says, next to what the state rows say. */
  async function keptAndRecounted(): Promise<{ kept: unknown[]; recounted: unknown[] }> {
    const kept = await t.sql.query(`SELECT name, enabled_environments AS envs FROM rm_search_features ORDER BY name`);
    const recounted = await t.sql.query(
      `SELECT f.name, coalesce((SELECT array_agg(fe.environment ORDER BY fe.environment) FROM rm_search_feature_environments fe
                                 WHERE fe.feature_name = f.name AND fe.enabled), '{}') AS envs
         FROM rm_search_features f ORDER BY f.name`,
    );
    return { kept: kept.rows, recounted: recounted.rows };
  }

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['s-one', 's-two', 's-three']) expect((await t.post(base, { name })).status).toBe(201);
  });
  afterAll(() => t.close());

  it('follows a run of toggles in one batch, the last toggle of a flag and environment winning', async () => {
    await injectEvents(t, [
      toggle('s-one', 'production', true),
      toggle('s-one', 'development', true),
      toggle('s-two', 'development', true),
      toggle('s-two', 'development', false),
      toggle('s-three', 'production', true),
      toggle('s-one', 'development', false),
      toggle('s-two', 'production', true),
    ]);
    const { kept, recounted } = await keptAndRecounted();
    expect(kept).toEqual(recounted);
    expect(kept).toContainEqual({ name: 's-one', envs: ['production'] });
    expect(kept).toContainEqual({ name: 's-two', envs: ['production'] });
    expect(await names('status=production:enabled')).toEqual(['s-one', 's-three', 's-two']);
    expect(await names('status=development:enabled')).toEqual([]);
    expect(await names('status=development:disabled')).toEqual(['s-one', 's-three', 's-two']);
  });

  it('answers many status pairs (tested per environment) as it answers a few (tested per pair)', async () => {
    await injectEvents(t, [toggle('s-three', 'development', true)]);
    for (const pairs of ['development:enabled', 'production:enabled,development:enabled', 'development:disabled']) {
      expect([pairs, await names(`status=${pairs},${unknown}`)]).toEqual([pairs, await names(`status=${pairs}`)]);
    }
    expect(await names(`status=development:enabled,${unknown}`)).toEqual(['s-three']);
    expect(await names(`status=${unknown}`)).toEqual([]);
  });

  it("empties a flag's enabled environments when it is revived, and forgets a deleted flag", async () => {
    expect((await t.put(`${base}/s-one`, { archived: true })).status).toBe(200);
    expect((await t.post('/api/admin/projects/default/revive', { features: ['s-one'] })).status).toBe(200);
    expect(await names('status=production:enabled')).toEqual(['s-three', 's-two']);
    expect((await t.put(`${base}/s-two`, { archived: true })).status).toBe(200);
    expect((await t.delete(`/api/admin/archive/s-two`)).status).toBe(200);
    const { kept, recounted } = await keptAndRecounted();
    expect(kept).toEqual(recounted);
    expect(kept).toContainEqual({ name: 's-one', envs: [] });
    expect(kept).not.toContainEqual(expect.objectContaining({ name: 's-two' }));
    expect(await names('status=production:enabled')).toEqual(['s-three']);
  });

  it('fills the kept column from the state rows when the migration runs on an existing database', async () => {
    await t.sql.query(`UPDATE rm_search_features SET enabled_environments = '{}'`);
    expect((await keptAndRecounted()).kept).toContainEqual({ name: 's-three', envs: [] });
    const migration = MIGRATIONS.find((m) => m.id === '0250-search-enabled-environments');
    await t.sql.query(migration?.sql ?? 'SELECT 1');
    const { kept, recounted } = await keptAndRecounted();
    expect(kept).toEqual(recounted);
    expect(kept).toContainEqual({ name: 's-three', envs: ['development', 'production'] });
  });

  it("does not match an environment the flag's project does not have, whatever the kept state says", async () => {
    await injectEvents(t, [{ type: 'project-environment-removed', data: { project: 'default', environment: 'development' } }]);
    expect(await names('status=development:enabled')).toEqual([]);
    expect(await names('status=development:disabled')).toEqual([]);
    expect(await names(`status=development:enabled,development:disabled,${unknown}`)).toEqual([]);
  });
});
