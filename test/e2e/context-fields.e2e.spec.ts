import { createTestApp, type TestApp } from '../support/test-app';

const context = '/api/admin/context';
const future = '2999-01-01T00:00:00.000Z';
const BUILT_IN = ['environment', 'userId', 'appName', 'currentTime', 'sessionId', 'remoteAddress'];

describe('context fields', () => {
  let t: TestApp;
  let viewer: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp();
    const pat = async (email: string, rootRole: string) => {
      const user = await t.post('/api/admin/user-admin', { email, rootRole });
      return (await t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'e2e', expiresAt: future })).body
        .secret as string;
    };
    viewer = await pat('vic@example.com', 'Viewer');
    editor = await pat('eve@example.com', 'Editor');
  });
  afterAll(() => t.close());

  const lastEvents = async (n: number) =>
    (
      (await t.get('/api/admin/events')).body.events as {
        type: string;
        createdBy: string;
        project: string | null;
        data: unknown;
        preData: unknown;
      }[]
    ).slice(0, n);

  it('the built-in fields exist from the start, without events, sorted by sortOrder', async () => {
    const before = await t.eventCount();
    const res = await t.get(context);
    expect(res.status).toBe(200);
    expect(res.body.map((f: { name: string }) => f.name)).toEqual(BUILT_IN);
    // As Unleash seeds them: sort orders 0–4, sessionId sticky, dated from the installation (its first event).
    const installedAt = ((await t.get('/api/admin/events')).body.events as { id: number; createdAt: string }[]).find(
      (e) => e.id === 1,
    )?.createdAt;
    expect(res.body[0]).toEqual({
      name: 'environment',
      description: 'Allows you to constrain on application environment',
      stickiness: false,
      sortOrder: 0,
      createdAt: installedAt,
      usedInFeatures: 0,
      usedInProjects: 0,
      legalValues: [],
    });
    expect(res.body.map((f: { sortOrder: number; stickiness: boolean }) => [f.sortOrder, f.stickiness])).toEqual([
      [0, false],
      [1, false],
      [2, false],
      [3, false],
      [4, true],
      [5, false],
    ]);
    expect((await t.get(`${context}/userId`)).body).toMatchObject({ name: 'userId', createdAt: installedAt });
    expect(await t.eventCount()).toBe(before);
  });

  it('POST → 201 with the field and a location; context-field-created is logged', async () => {
    const res = await t.post(context, {
      name: 'region',
      description: 'Where the user is',
      legalValues: [{ value: 'eu', description: 'Europe' }, { value: 'us' }],
      stickiness: true,
    });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe('context/region');
    expect(res.body).toEqual({
      name: 'region',
      description: 'Where the user is',
      stickiness: true,
      sortOrder: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      usedInFeatures: 0,
      usedInProjects: 0,
      legalValues: [{ value: 'eu', description: 'Europe' }, { value: 'us' }],
    });
    expect((await t.get(`${context}/region`)).body).toEqual(res.body);
    // Sort order 0 (Unleash's default), then by name.
    expect((await t.get(context)).body.map((f: { name: string }) => f.name)).toEqual([BUILT_IN[0], 'region', ...BUILT_IN.slice(1)]);
    const [event] = await lastEvents(1);
    expect(event).toMatchObject({
      type: 'context-field-created',
      createdBy: 'admin',
      project: null,
      data: {
        name: 'region',
        description: 'Where the user is',
        stickiness: true,
        sortOrder: 0,
        legalValues: [{ value: 'eu', description: 'Europe' }, { value: 'us' }],
      },
    });
  });

  it('a taken name is 409 NameExistsError (built-in ones too), nothing written', async () => {
    const before = await t.eventCount();
    for (const name of ['region', 'appName']) {
      const res = await t.post(context, { name });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: 'NameExistsError',
        message: expect.stringContaining(name),
        details: [{ message: expect.stringContaining(name) }],
      });
    }
    expect(await t.eventCount()).toBe(before);
  });

  it('POST /context/validate: 200 free, 409 taken, 400 not URL-safe', async () => {
    const free = await t.post(`${context}/validate`, { name: 'tier' });
    expect(free.status).toBe(200);
    expect(free.body).toBeUndefined();
    expect((await t.post(`${context}/validate`, { name: 'region' })).status).toBe(409);
    expect((await t.post(`${context}/validate`, { name: 'sessionId' })).body.name).toBe('NameExistsError');
    const bad = await t.post(`${context}/validate`, { name: 'not url safe' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('body.name');
  });

  it('PUT → 200 (absent fields kept), context-field-updated with data and preData; a no-op logs nothing', async () => {
    const res = await t.put(`${context}/region`, { legalValues: [{ value: 'eu' }, { value: 'apac' }], sortOrder: 7 });
    expect(res.status).toBe(200);
    expect((await t.get(`${context}/region`)).body).toMatchObject({
      description: 'Where the user is',
      stickiness: true,
      sortOrder: 7,
      legalValues: [{ value: 'eu' }, { value: 'apac' }],
    });
    const [event] = await lastEvents(1);
    expect(event).toMatchObject({
      type: 'context-field-updated',
      data: { name: 'region', sortOrder: 7, legalValues: [{ value: 'eu' }, { value: 'apac' }] },
      preData: { name: 'region', sortOrder: 0 },
    });
    const before = await t.eventCount();
    expect((await t.put(`${context}/region`, { name: 'region', sortOrder: 7 })).status).toBe(200);
    expect(await t.eventCount()).toBe(before);
    expect((await t.get(context)).body.map((f: { name: string }) => f.name)).toEqual([
      'environment',
      'userId',
      'appName',
      'currentTime',
      'sessionId',
      'remoteAddress',
      'region',
    ]);
  });

  it('a built-in field can be updated (then it is a row) but not deleted (403)', async () => {
    expect((await t.put(`${context}/environment`, { legalValues: [{ value: 'production' }, { value: 'development' }] })).status).toBe(200);
    expect((await lastEvents(1))[0]).toMatchObject({
      type: 'context-field-updated',
      data: { name: 'environment', legalValues: [{ value: 'production' }, { value: 'development' }] },
      preData: { name: 'environment', legalValues: [] },
    });
    const list = (await t.get(context)).body as { name: string; legalValues: unknown[] }[];
    expect(list.filter((f) => f.name === 'environment')).toEqual([
      expect.objectContaining({ legalValues: [{ value: 'production' }, { value: 'development' }] }),
    ]);
    const before = await t.eventCount();
    const res = await t.delete(`${context}/environment`);
    expect(res.status).toBe(403);
    expect(res.body.name).toBe('InvalidOperationError');
    expect((await t.delete(`${context}/userId`)).status).toBe(403);
    expect(await t.eventCount()).toBe(before);
  });

  it('usedInFeatures / usedInProjects count active flags with a constraint on the field', async () => {
    expect((await t.post('/api/admin/projects/default/features', { name: 'ctx-flag' })).status).toBe(201);
    const strategy = {
      name: 'flexibleRollout',
      parameters: { rollout: '100', stickiness: 'default', groupId: 'ctx-flag' },
      constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }],
    };
    expect((await t.post('/api/admin/projects/default/features/ctx-flag/environments/development/strategies', strategy)).status).toBe(200);
    expect((await t.get(`${context}/region`)).body).toMatchObject({ usedInFeatures: 1, usedInProjects: 1 });
  });

  it('DELETE → 200, context-field-deleted with preData; unknown → 404; the name is free again', async () => {
    expect((await t.post(context, { name: 'temp-field' })).status).toBe(201);
    expect((await t.delete(`${context}/temp-field`)).status).toBe(200);
    expect((await lastEvents(1))[0]).toMatchObject({ type: 'context-field-deleted', preData: { name: 'temp-field' } });
    expect((await t.get(`${context}/temp-field`)).status).toBe(404);
    expect((await t.delete(`${context}/temp-field`)).status).toBe(404);
    expect((await t.put(`${context}/temp-field`, { description: 'x' })).status).toBe(404);
    expect((await t.post(`${context}/validate`, { name: 'temp-field' })).status).toBe(200);
  });

  it('invalid input → 400 with details, nothing written', async () => {
    const before = await t.eventCount();
    const cases: [unknown, string][] = [
      [{}, 'body.name'],
      [{ name: 'has space' }, 'body.name'],
      [{ name: '..' }, 'body.name'],
      [{ name: 'x'.repeat(101) }, 'body.name'],
      [{ name: 'ok-name', legalValues: 'eu' }, 'body.legalValues'],
      [{ name: 'ok-name', legalValues: [{ value: '' }] }, 'body.legalValues[0].value'],
      [{ name: 'ok-name', legalValues: [{ value: 'a' }, { value: 'a' }] }, 'body.legalValues[1].value'],
      [{ name: 'ok-name', stickiness: 'yes' }, 'body.stickiness'],
      [{ name: 'ok-name', sortOrder: 1.5 }, 'body.sortOrder'],
      [{ name: 'ok-name', sortOrder: 0 }, 'body.sortOrder'],
      [{ name: 'ok-name', description: 42 }, 'body.description'],
      [[], 'body'],
    ];
    for (const [body, path] of cases) {
      const res = await t.post(context, body);
      expect({ body, status: res.status, name: res.body.name }).toEqual({ body, status: 400, name: 'BadDataError' });
      expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const rename = await t.put(`${context}/region`, { name: 'other' });
    expect(rename.status).toBe(400);
    expect(rename.body.details[0].path).toBe('body.name');
    expect((await t.put(`${context}/region`, { sortOrder: 'first' })).status).toBe(400);
    expect((await t.post(context, { name: 'raw' }, { raw: '{"name":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    // 1e-400 parses to 0, below the minimum sort order: refused rather than stored as 0.
    expect(
      (await t.post(context, {}, { raw: '{"name":"tiny","sortOrder":1e-400}', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400);
    expect((await t.post(context, { name: 'text' }, { raw: 'name=text', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect(await t.eventCount()).toBe(before);
  });

  it('401 without a token; a Viewer reads but gets 403 on every write; an Editor may write', async () => {
    expect((await t.get(context, { token: null })).status).toBe(401);
    expect((await t.post(context, { name: 'anon' }, { token: null })).status).toBe(401);
    expect((await t.get(context, { token: viewer })).status).toBe(200);
    const before = await t.eventCount();
    const writes = [
      await t.post(context, { name: 'by-viewer' }, { token: viewer }),
      await t.put(`${context}/region`, { description: 'v' }, { token: viewer }),
      await t.delete(`${context}/region`, { token: viewer }),
      await t.post(`${context}/validate`, { name: 'by-viewer' }, { token: viewer }),
    ];
    for (const res of writes) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ id: expect.any(String), name: 'NoAccessError', message: expect.any(String) });
    }
    expect(await t.eventCount()).toBe(before);
    expect((await t.post(context, { name: 'by-editor' }, { token: editor })).status).toBe(201);
  });

  it('concurrent creates of one name: exactly one 201', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => t.post(context, { name: 'raced' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });
});
