import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A request whose Content-Type says JSON but whose body is empty is a request without a body, as
 * Unleash reads it: Unleash's UI sends one on every bodiless POST (a toggle, a favourite), and so
 * do many HTTP helpers. A route that needs a body still refuses the missing one, with a 400 that
 * says so, and writes nothing.
 */
const features = '/api/admin/projects/default/features';
const json = { 'content-type': 'application/json' };

describe('an empty body with a JSON content type', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    expect((await t.post(features, { name: 'empty-body' })).status).toBe(201);
  });
  afterAll(() => t.close());

  const enabledIn = async (environment: string) =>
    (await t.get(`${features}/empty-body`)).body.environments.find((e: { name: string }) => e.name === environment).enabled as boolean;

  it('switches an environment on and off, as Unleash answers (200)', async () => {
    const on = await t.post(`${features}/empty-body/environments/development/on`, undefined, { raw: '', headers: json });
    expect(on.status).toBe(200);
    expect(await enabledIn('development')).toBe(true);
    const off = await t.post(`${features}/empty-body/environments/development/off`, undefined, { raw: '', headers: json });
    expect(off.status).toBe(200);
    expect(await enabledIn('development')).toBe(false);
  });

  it('marks a favourite with no body', async () => {
    const favorite = await t.post(`${features}/empty-body/favorites`, undefined, { raw: '', headers: json });
    expect(favorite.status).toBe(200);
    expect((await t.get(`${features}/empty-body`)).body.favorite).toBe(true);
  });

  it('takes a charset or a +json type the same way', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/vnd.unleash+json']) {
      const on = await t.post(`${features}/empty-body/environments/production/on`, undefined, {
        raw: '',
        headers: { 'content-type': type },
      });
      expect(on.status).toBe(200);
    }
    expect(await enabledIn('production')).toBe(true);
  });

  it('is still refused where the route needs a body: 400 naming the missing body, nothing written', async () => {
    const before = await t.eventCount();
    const create = await t.post(features, undefined, { raw: '', headers: json });
    expect(create.status).toBe(400);
    expect(create.body).toMatchObject({ name: 'BadDataError', details: [{ path: 'body', message: 'body is required' }] });
    expect(create.body.message).toMatch(/the request has no body/);
    const segment = await t.post('/api/admin/segments', undefined, { raw: '', headers: json });
    expect(segment.status).toBe(400);
    expect(segment.body.details).toEqual([{ path: 'body', message: 'body is required' }]);
    expect(await t.eventCount()).toBe(before);
  });

  it('is not whitespace: a body of spaces is malformed JSON (400)', async () => {
    const res = await t.post(`${features}/empty-body/environments/development/on`, undefined, { raw: '  ', headers: json });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: 'BadDataError', message: 'The request body is not valid JSON.' });
  });
});

describe('an empty body with another content type', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    expect((await t.post(features, { name: 'form-body' })).status).toBe(201);
  });
  afterAll(() => t.close());

  it('is no body either (an HTML form without fields posts one)', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await t.post(`${features}/form-body/environments/development/on`, undefined, {
        raw: '',
        headers: { 'content-type': type },
      });
      expect(res.status).toBe(200);
    }
  });

  it('but a body that is not JSON is refused with 415, as before', async () => {
    const before = await t.eventCount();
    const res = await t.post(`${features}/form-body/environments/development/off`, undefined, {
      raw: 'enabled=false',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.name).toBe('ContentTypeError');
    expect(await t.eventCount()).toBe(before);
  });
});
