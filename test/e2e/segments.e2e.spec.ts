import { createTestApp, type TestApp } from '../support/test-app';

const segments = '/api/admin/segments';
const features = '/api/admin/projects/default/features';
const constraint = { contextName: 'userId', operator: 'IN', values: ['1', '2'] };
const stored = { ...constraint, inverted: false, caseInsensitive: false };

describe('segments', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function createSegment(name: string, body: Record<string, unknown> = {}): Promise<number> {
    const res = await t.post(segments, { name, constraints: [constraint], ...body });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  async function lastEvent() {
    return (await t.get('/api/admin/events')).body.events[0];
  }

  async function flagUsing(flag: string, segmentId: number): Promise<string> {
    expect((await t.post(features, { name: flag })).status).toBe(201);
    const res = await t.post(`${features}/${flag}/environments/development/strategies`, { name: 'default', segments: [segmentId] });
    expect(res.status).toBe(200);
    expect(res.body.segments).toEqual([segmentId]);
    return res.body.id;
  }

  describe('POST /api/admin/segments', () => {
    it('creates a segment: 201, location, the segment, and segment-created', async () => {
      const res = await t.post(segments, { name: 'beta-users', description: 'beta', project: 'default', constraints: [constraint] });
      expect(res.status).toBe(201);
      expect(res.headers.location).toBe(`segments/${res.body.id}`);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: 'beta-users',
        description: 'beta',
        constraints: [stored],
        project: 'default',
        createdBy: 'admin',
        createdAt: expect.any(String),
      });
      expect(await lastEvent()).toMatchObject({ type: 'segment-created', project: 'default', data: res.body });
      const next = await createSegment('second');
      expect(next).toBe(res.body.id + 1);
    });

    it('refuses a duplicate name with 409 NameExistsError', async () => {
      await createSegment('taken');
      const before = await t.eventCount();
      const dup = await t.post(segments, { name: 'taken', constraints: [] });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual({
        id: expect.any(String),
        name: 'NameExistsError',
        message: expect.stringContaining('taken'),
        details: [{ message: expect.stringContaining('taken') }],
      });
      expect(await t.eventCount()).toBe(before);
    });

    it('lets only one of several concurrent creates with the same name succeed', async () => {
      const results = await Promise.all([1, 2, 3].map(() => t.post(segments, { name: 'race', constraints: [] })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      const list = (await t.get(segments)).body.segments as { name: string; id: number }[];
      expect(list.filter((s) => s.name === 'race')).toHaveLength(1);
      expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
    });

    it('rejects bad input with 400 and writes nothing; 401 without a token', async () => {
      const before = await t.eventCount();
      const cases: [unknown, string][] = [
        [{ constraints: [] }, 'BadDataError'],
        [{ name: 'x' }, 'BadDataError'],
        [{ name: 'x', constraints: [{ contextName: 'a', operator: 'WHATEVER' }] }, 'BadDataError'],
        [{ name: 'x', constraints: [{ contextName: 'a', operator: 'DATE_AFTER', value: 'not a date' }] }, 'BadDataError'],
        [{ name: 'x', project: 'no-such-project', constraints: [] }, 'BadDataError'],
        [
          { name: 'x', constraints: [{ contextName: 'a', operator: 'IN', values: Array.from({ length: 1001 }, (_, i) => `${i}`) }] },
          'ExceedsLimitError',
        ],
      ];
      for (const [body, name] of cases) {
        const res = await t.post(segments, body);
        expect([res.status, res.body.name]).toEqual([400, name]);
        expect(res.body).toMatchObject({ id: expect.any(String), message: expect.any(String) });
      }
      expect((await t.post(segments, { name: 'x', constraints: [] }, { token: null })).status).toBe(401);
      expect(await t.eventCount()).toBe(before);
    });
  });

  describe('GET and PUT', () => {
    it('lists and reads segments; unknown id 404, bad id 400', async () => {
      const id = await createSegment('readable');
      const one = await t.get(`${segments}/${id}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ id, name: 'readable', constraints: [stored], project: null, description: null });
      const list = await t.get(segments);
      expect(list.status).toBe(200);
      expect(list.body.segments).toContainEqual(one.body);
      expect((await t.get(`${segments}/999999`)).status).toBe(404);
      expect((await t.get(`${segments}/abc`)).status).toBe(400);
      expect((await t.get(segments, { token: null })).status).toBe(401);
    });

    it('PUT updates (204, segment-updated with data/preData); a no-op records nothing', async () => {
      const id = await createSegment('editable', { description: 'keep' });
      const res = await t.put(`${segments}/${id}`, { name: 'edited', constraints: [] });
      expect(res.status).toBe(204);
      expect(res.body).toBeUndefined();
      expect((await t.get(`${segments}/${id}`)).body).toMatchObject({ name: 'edited', description: 'keep', constraints: [] });
      expect(await lastEvent()).toMatchObject({ type: 'segment-updated', data: { name: 'edited' }, preData: { name: 'editable' } });
      const before = await t.eventCount();
      expect((await t.put(`${segments}/${id}`, { name: 'edited', constraints: [] })).status).toBe(204);
      expect(await t.eventCount()).toBe(before);
      expect((await t.put(`${segments}/999999`, { name: 'z', constraints: [] })).status).toBe(404);
      await createSegment('other-name');
      expect((await t.put(`${segments}/${id}`, { name: 'other-name', constraints: [] })).status).toBe(409);
      expect((await t.put(`${segments}/${id}`, { name: 'edited' })).status).toBe(400);
      expect(await t.eventCount()).toBe(before + 1);
    });
  });

  describe('DELETE /api/admin/segments/{id}', () => {
    it('answers 409 for an unknown id, with a message that says not found', async () => {
      const before = await t.eventCount();
      const res = await t.delete(`${segments}/424242`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: 'NameExistsError',
        message: expect.stringContaining('not found'),
        details: [{ message: expect.stringContaining('not found') }],
      });
      expect(await t.eventCount()).toBe(before);
    });

    it('answers 409 and keeps the segment while a strategy of an active flag uses it', async () => {
      const id = await createSegment('in-use');
      await flagUsing('uses-segment', id);
      const before = await t.eventCount();
      const res = await t.delete(`${segments}/${id}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: 'NameExistsError',
        message: expect.stringContaining('in use'),
        details: [{ message: expect.stringContaining('in use') }],
      });
      expect(await t.eventCount()).toBe(before);
      expect((await t.get(`${segments}/${id}`)).status).toBe(200);
    });

    it('deletes an unused segment: 204 and segment-deleted with preData', async () => {
      const id = await createSegment('unused', { project: 'default' });
      const res = await t.delete(`${segments}/${id}`);
      expect(res.status).toBe(204);
      expect(res.body).toBeUndefined();
      const event = await lastEvent();
      expect(event).toMatchObject({
        type: 'segment-deleted',
        project: 'default',
        data: null,
        preData: { id, name: 'unused', project: 'default' },
      });
      expect((await t.get(`${segments}/${id}`)).status).toBe(404);
      expect((await t.delete(`${segments}/${id}`)).status).toBe(409);
    });

    it('deletes a segment used only by archived flags and drops it from their strategies', async () => {
      const id = await createSegment('archived-use');
      const strategyId = await flagUsing('archived-user', id);
      expect((await t.put(`${features}/archived-user`, { archived: true })).status).toBe(200);
      expect((await t.delete(`${segments}/${id}`)).status).toBe(204);
      const rows = await t.sql.query('SELECT segments FROM rm_feature_strategies WHERE id = $1', [strategyId]);
      expect(rows.rows[0].segments).toEqual([]);
    });

    it('answers 400 for a non-integer id and 401 without a token', async () => {
      const before = await t.eventCount();
      const bad = await t.delete(`${segments}/abc`);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ id: expect.any(String), name: 'BadDataError', message: expect.any(String), details: expect.any(Array) });
      expect((await t.delete(`${segments}/1`, { token: null })).status).toBe(401);
      expect(await t.eventCount()).toBe(before);
    });
  });
  describe('GET /api/admin/segments/{id}/strategies (what blocks a delete)', () => {
    it('lists the strategies of active flags that use the segment, not those of archived flags', async () => {
      const id = await createSegment('listed-uses');
      const strategyId = await flagUsing('lists-segment', id);
      await flagUsing('archived-lister', id);
      expect((await t.put(`${features}/archived-lister`, { archived: true })).status).toBe(200);
      const res = await t.get(`${segments}/${id}/strategies`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        strategies: [
          { id: strategyId, projectId: 'default', featureName: 'lists-segment', strategyName: 'default', environment: 'development' },
        ],
        changeRequestStrategies: [],
        defaultStrategies: [],
      });
      expect((await t.delete(`${features}/lists-segment/environments/development/strategies/${strategyId}`)).status).toBe(200);
      expect((await t.get(`${segments}/${id}/strategies`)).body.strategies).toEqual([]);
    });

    it('lists nothing for an unknown segment (as Unleash), 400 for a non-integer id, 401 without a token', async () => {
      const unknown = await t.get(`${segments}/424243/strategies`);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({ strategies: [], changeRequestStrategies: [], defaultStrategies: [] });
      expect((await t.get(`${segments}/abc/strategies`)).status).toBe(400);
      expect((await t.get(`${segments}/1/strategies`, { token: null })).status).toBe(401);
    });
  });
});
