import { createTestApp, type TestApp } from '../support/test-app';

const flags = '/api/admin/projects/default/features';

interface Event {
  type: string;
  groupId: string;
  groupType: string;
  label: string | null;
  summary: string | null;
  tags: { type: string; value: string }[];
}

describe('event groups, labels, summaries and tags', () => {
  let t: TestApp;
  const history = async (flag: string) => (await t.get(`/api/admin/events/${flag}`)).body.events as Event[];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the events of one append one group, and another append another', async () => {
    expect((await t.post(flags, { name: 'grouped' })).status).toBe(201);
    // Turning on without a strategy adds the default one: two events, one append.
    expect((await t.post(`${flags}/grouped/environments/development/on`)).status).toBe(200);
    const [enabled, added, created] = await history('grouped');
    expect([enabled.type, added.type, created.type]).toEqual(['feature-environment-enabled', 'feature-strategy-add', 'feature-created']);
    expect(enabled.groupId).toBe(added.groupId);
    expect(created.groupId).not.toBe(enabled.groupId);
    expect(enabled.groupId).toMatch(/^[0-9a-f-]{36}$/);
    expect([enabled, added, created].map((e) => e.groupType)).toEqual(['transaction', 'transaction', 'transaction']);
    expect(enabled).toMatchObject({ label: 'Flag enabled', summary: '**admin** enabled flag **grouped** in **development**' });
    expect(added).toMatchObject({
      label: 'Strategy added',
      summary: '**admin** added a **flexibleRollout** strategy to flag **grouped** in **development**',
    });
    // The same shape in every view of the log.
    const search = (await t.get('/api/admin/search/events?feature=IS:grouped')).body.events as Event[];
    expect(search.map((e) => [e.groupId, e.label, e.summary])).toEqual(
      [enabled, added, created].map((e) => [e.groupId, e.label, e.summary]),
    );
  });

  it("carries the flag's tags as they are after the event (as Unleash records them)", async () => {
    expect((await t.post(flags, { name: 'tagged-flag' })).status).toBe(201);
    expect((await t.post('/api/admin/features/tagged-flag/tags', { type: 'simple', value: 'team-a' })).status).toBe(201);
    expect((await t.post('/api/admin/features/tagged-flag/tags', { type: 'simple', value: 'team-b' })).status).toBe(201);
    expect((await t.put(`${flags}/tagged-flag`, { description: 'x' })).status).toBe(200);
    expect((await t.delete('/api/admin/features/tagged-flag/tags/simple/team-a')).status).toBe(200);
    const events = await history('tagged-flag');
    expect(events.map((e) => [e.type, e.tags.map((tag) => tag.value)])).toEqual([
      ['feature-untagged', ['team-b']],
      ['feature-metadata-updated', ['team-a', 'team-b']],
      ['feature-tagged', ['team-a', 'team-b']],
      ['feature-tagged', ['team-a']],
      ['feature-created', []],
    ]);
  });
});
