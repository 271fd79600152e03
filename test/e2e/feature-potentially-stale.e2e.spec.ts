import { PotentiallyStaleJob } from '@pennant/features';
import { createTestApp, type TestApp } from '../support/test-app';

const admin = '/api/admin';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('potentially-stale job', () => {
  let t: TestApp;
  let job: PotentiallyStaleJob;

  beforeAll(async () => {
    t = await createTestApp();
    job = t.app.get(PotentiallyStaleJob);
    expect((await t.post(`${admin}/projects`, { id: 'aging', name: 'Aging' })).status).toBe(201);
  });
  afterAll(() => t.close());

  const base = `${admin}/projects/aging/features`;
  const create = async (name: string, type: string) => expect((await t.post(base, { name, type })).status).toBe(201);
  const firstEvent = async (name: string) => (await t.get(`${admin}/events/${name}`)).body.events[0];
  const insights = async () => (await t.get(`${admin}/personal-dashboard/aging`)).body.insights;

  it('marks active, non-stale flags past their type lifetime once, as the system user', async () => {
    await create('old-release', 'release');
    await create('old-ops', 'operational');
    await create('kill', 'kill-switch');
    await create('stale-release', 'release');
    await create('archived-release', 'release');
    await t.put(`${base}/stale-release`, { stale: true });
    await t.delete(`${base}/archived-release`);

    expect(await job.runOnce(new Date(Date.now() + 8 * DAY_MS))).toBe(1);
    expect(await firstEvent('old-ops')).toMatchObject({
      type: 'feature-potentially-stale-on',
      createdBy: 'unleash_system_user',
      createdByUserId: -1337,
      project: 'aging',
      featureName: 'old-ops',
    });
    expect((await firstEvent('old-release')).type).toBe('feature-created');

    expect(await job.runOnce(new Date(Date.now() + 41 * DAY_MS))).toBe(1);
    expect((await firstEvent('old-release')).type).toBe('feature-potentially-stale-on');
    for (const name of ['kill', 'stale-release']) expect((await firstEvent(name)).type).not.toBe('feature-potentially-stale-on');
    expect((await firstEvent('archived-release')).type).toBe('feature-archived');

    const before = await t.eventCount();
    expect(await job.runOnce(new Date(Date.now() + 400 * DAY_MS))).toBe(0);
    expect(await t.eventCount()).toBe(before);
  });

  it('counts in the project dashboard insights', async () => {
    expect(await insights()).toMatchObject({ totalFlags: 4, staleFlags: 1, potentiallyStaleFlags: 2, activeFlags: 1 });
  });

  it('is safe when two runs race (one event per flag)', async () => {
    await create('raced', 'operational');
    const later = new Date(Date.now() + 30 * DAY_MS);
    await Promise.all([job.runOnce(later), job.runOnce(later), job.runOnce(later)]);
    const events = (await t.get(`${admin}/events/raced`)).body.events.map((e: { type: string }) => e.type);
    expect(events).toEqual(['feature-potentially-stale-on', 'feature-created']);
  });
});
