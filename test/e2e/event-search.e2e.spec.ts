import { eventSearchSchema } from '../../apps/admin-api/src/openapi/schemas';
import { expectSchema } from '../support/schema-assert';
import { createTestApp, type TestApp } from '../support/test-app';

/** GET /api/admin/search/events for auditors. */
const search = (query: string) => `/api/admin/search/events?${query}`;
const future = '2999-01-01T00:00:00.000Z';

describe('event search', () => {
  let t: TestApp;
  let ann = 0;
  let annPat = '';

  beforeAll(async () => {
    t = await createTestApp();
    ann = (await t.post('/api/admin/user-admin', { email: 'ann@example.com', rootRole: 'Editor' })).body.id as number;
    annPat = (await t.post(`/api/admin/user-admin/${ann}/tokens`, { description: 'es', expiresAt: future })).body.secret as string;
    expect((await t.post('/api/admin/projects', { id: 'es', name: 'Event search' })).status).toBe(201);
    for (const name of ['es-alpha', 'es-beta', 'es-gamma'])
      expect((await t.post('/api/admin/projects/es/features', { name, description: `about 100% ${name}` })).status).toBe(201);
    expect((await t.put('/api/admin/projects/es/features/es-beta', { stale: true }, { token: annPat })).status).toBe(200);
    expect((await t.post('/api/admin/projects/default/features', { name: 'es-elsewhere' }, { token: annPat })).status).toBe(201);
  });
  afterAll(() => t.close());

  type Found = {
    events: { id: number; type: string; featureName: string | null; project: string | null; createdBy: string }[];
    total: number;
    head: number;
  };
  const found = async (query: string): Promise<Found> => {
    const res = await t.get(search(query));
    expect({ query, status: res.status }).toEqual({ query, status: 200 });
    return res.body as Found;
  };

  it('filters by feature, project, type and author, newest first, with a total over all pages', async () => {
    expect((await found('feature=IS:es-beta')).events.map((e) => e.type)).toEqual(['feature-stale-on', 'feature-created']);
    const inProject = await found('project=IS:es&type=IS:feature-created');
    expect(inProject.events.map((e) => e.featureName)).toEqual(['es-gamma', 'es-beta', 'es-alpha']);
    expect(inProject.total).toBe(3);
    expect((await found('type=IS_ANY_OF:feature-stale-on,project-created&project=IS:es')).events.map((e) => e.type)).toEqual([
      'feature-stale-on',
      'project-created',
    ]);
    const byAnn = await found(`createdBy=IS:${ann}`);
    expect(byAnn.events.map((e) => [e.type, e.featureName])).toEqual([
      ['feature-created', 'es-elsewhere'],
      ['feature-stale-on', 'es-beta'],
    ]);
    expect((await found('createdBy=IS:ann@example.com')).total).toBe(2);
    const page = await found('project=IS:es&limit=2&offset=1');
    expect(page.events).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const first = await found('project=IS:es&limit=1');
    expect(page.events[0].id).toBeLessThan(first.events[0].id);
  });

  it('searches text anywhere in the event (LIKE wildcards are literal), and by time', async () => {
    expect((await found('query=ES-GAM')).events.map((e) => e.featureName)).toEqual(['es-gamma']);
    expect((await found('query=100%25 es-a')).events.map((e) => e.featureName)).toEqual(['es-alpha']);
    expect((await found('query=_lpha')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await found(`project=IS:es&from=IS:${today}&to=IS:${today}`)).total).toBeGreaterThanOrEqual(4);
    expect((await found('project=IS:es&to=IS:2000-01-01')).total).toBe(0);
    expect((await found(`project=IS:es&from=${future}`)).total).toBe(0);
  });

  it("answers the log's head read with the page, so a live view follows on from it without gap or repeat", async () => {
    const before = await found('feature=IS:es-alpha');
    expectSchema(before, eventSearchSchema);
    const newest = (await found('limit=1')).events[0].id;
    // The head is the whole log's, whatever the filters matched (here older events only) or the page.
    expect(before.head).toBe(newest);
    expect(before.events[0].id).toBeLessThan(before.head);
    expect((await found('project=IS:es&offset=500')).head).toBe(newest);
    expect((await found('project=IS:nothing-here')).head).toBe(newest);
    expect((await t.put('/api/admin/projects/es/features/es-alpha', { stale: true })).status).toBe(200);
    const after = await found('feature=IS:es-alpha');
    expect(after.head).toBeGreaterThan(before.head);
    expect(after.events.filter((e) => e.id > before.head).map((e) => e.type)).toEqual(['feature-stale-on']);
    expect((await found('limit=1')).events[0].id).toBe(after.head);
  });

  it('without ADMIN, a user finds only the events they recorded; asking for anyone else is refused', async () => {
    const own = await t.get(search('project=IS:es'), { token: annPat });
    expect(own.status).toBe(200);
    expect((own.body as Found).events.map((e) => [e.type, e.featureName])).toEqual([['feature-stale-on', 'es-beta']]);
    const all = (await t.get(search(''), { token: annPat })).body as Found;
    expect(all.events.map((e) => e.createdBy)).toEqual(['ann@example.com', 'ann@example.com']);
    expect(all.total).toBe(2);
    expect((await t.get(search(`createdBy=IS:${ann}`), { token: annPat })).body.total).toBe(2);
    const others = await t.get(search('createdBy=IS:admin'), { token: annPat });
    expect({ status: others.status, name: others.body.name }).toEqual({ status: 403, name: 'NoAccessError' });
    const client = (
      await t.post('/api/admin/api-tokens', { tokenName: 'es-client', type: 'client', environment: 'development', projects: ['*'] })
    ).body.secret as string;
    expect((await t.get(search(''), { token: client })).status).toBe(403);
  });

  it('400 for malformed filters, 401 without a token', async () => {
    for (const query of ['limit=0', 'limit=5000', 'offset=-1', 'from=yesterday', 'type=IS_ANY_OF:a,,b', 'limit=abc']) {
      const res = await t.get(search(query));
      expect({ query, status: res.status, name: res.body.name }).toEqual({ query, status: 400, name: 'BadDataError' });
    }
    expect((await t.get(search(''), { token: null })).status).toBe(401);
  });
});
