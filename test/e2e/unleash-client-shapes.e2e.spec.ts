import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The shapes Unleash clients (its admin UI, scripts written against Unleash) read, as Unleash OSS
 * 8.2 answers them (issue 36 §6, ADR 0058; each checked against the peer's own answers):
 * environments' sort orders as Unleash seeds them, each tag's `color` in search and a flag's own
 * tags (none on event tags and the tag lists, as on Unleash), a project's
 * `onboardingStatus` and `cleanupCount` in the project list, the `status` of a completed flag's
 * lifecycle, and the admin-token user as Unleash names a flag's creator.
 */
let t: TestApp;
const flags = '/api/admin/projects/default/features';
const gravatar = (seed: string) => `https://gravatar.com/avatar/${createHash('sha256').update(seed).digest('hex')}?s=42&d=retro&r=g`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.get(`/api/admin/search/features?query=${query}`);
  expect(res.status).toBe(200);
  return res.body.features[0];
};
const projectRow = async (id: string) => {
  const res = await t.get('/api/admin/projects');
  expect(res.status).toBe(200);
  return (res.body.projects as { id: string }[]).find((p) => p.id === id) as Record<string, unknown>;
};

it('seeds development and production with the sort orders Unleash gives them (2 and 3)', async () => {
  const res = await t.get('/api/admin/environments');
  expect(res.body.environments.map((e: { name: string; sortOrder: number }) => [e.name, e.sortOrder])).toEqual([
    ['development', 2],
    ['production', 3],
  ]);
  const flag = await t.post(flags, { name: 'shape-envs' });
  expect(flag.status).toBe(201);
  expect((await search('shape-envs')).environments.map((e: { sortOrder: number }) => e.sortOrder)).toEqual([2, 3]);
});

it("gives each tag in search its type's color, and follows a color change", async () => {
  expect((await t.post('/api/admin/tag-types', { name: 'shape-red', description: 'r', color: '#FF0000' })).status).toBe(201);
  expect((await t.post('/api/admin/tag-types', { name: 'shape-plain', description: 'p' })).status).toBe(201);
  expect((await t.post(flags, { name: 'shape-tagged' })).status).toBe(201);
  for (const tag of [
    { type: 'simple', value: 'blue' },
    { type: 'shape-red', value: 'r1' },
    { type: 'shape-plain', value: 'p1' },
  ])
    expect((await t.post('/api/admin/features/shape-tagged/tags', tag)).status).toBe(201);
  expect((await search('shape-tagged')).tags).toEqual([
    { type: 'shape-plain', value: 'p1', color: null },
    { type: 'shape-red', value: 'r1', color: '#FF0000' },
    { type: 'simple', value: 'blue', color: '#FFFFFF' },
  ]);
  expect((await t.put('/api/admin/tag-types/shape-red', { description: 'r', color: '#00FF00' })).status).toBe(200);
  expect((await search('shape-tagged')).tags).toContainEqual({ type: 'shape-red', value: 'r1', color: '#00FF00' });
  // The flag's own tag list says the same.
  expect((await t.get('/api/admin/features/shape-tagged/tags')).body.tags).toContainEqual({
    type: 'shape-red',
    value: 'r1',
    color: '#00FF00',
  });
});

it('lists each project with its onboarding status, and the completed flags to clean up when there are any', async () => {
  expect((await t.post('/api/admin/projects', { id: 'shape-p', name: 'Shape' })).status).toBeLessThan(300);
  const empty = await projectRow('shape-p');
  expect(empty.onboardingStatus).toEqual({ status: 'onboarding-started' });
  expect(empty).not.toHaveProperty('cleanupCount');

  const base = '/api/admin/projects/shape-p/features';
  for (const name of ['shape-first', 'shape-second', 'shape-third']) expect((await t.post(base, { name })).status).toBe(201);
  expect((await projectRow('shape-p')).onboardingStatus).toEqual({ status: 'first-flag-created', feature: 'shape-first' });

  expect((await t.post(`${base}/shape-first/lifecycle/complete`, { status: 'kept' })).status).toBe(200);
  expect((await t.post(`${base}/shape-second/lifecycle/complete`, { status: 'discarded' })).status).toBe(200);
  expect((await projectRow('shape-p')).cleanupCount).toBe(2);
  // An archived flag is cleaned up: it no longer counts.
  expect((await t.delete(`${base}/shape-second`)).status).toBe(202);
  expect((await projectRow('shape-p')).cleanupCount).toBe(1);
  expect((await t.get('/api/admin/projects/shape-p/overview')).body.onboardingStatus).toEqual({
    status: 'first-flag-created',
    feature: 'shape-first',
  });
});

it('shows the status of a completed flag in its lifecycle', async () => {
  expect((await t.post(flags, { name: 'shape-done' })).status).toBe(201);
  expect((await t.post(`${flags}/shape-done/lifecycle/complete`, { status: 'kept', statusValue: 'shape-done' })).status).toBe(200);
  const flag = await t.get(`${flags}/shape-done`);
  expect(flag.body.lifecycle).toEqual({ stage: 'completed', status: 'kept', enteredStageAt: expect.any(String) });
  expect((await search('shape-done')).lifecycle).toEqual({ stage: 'completed', status: 'kept', enteredStageAt: expect.any(String) });
  expect((await t.post(`${flags}/shape-done/lifecycle/uncomplete`)).status).toBe(200);
  expect((await t.get(`${flags}/shape-done`)).body.lifecycle).toEqual({ stage: 'initial', enteredStageAt: expect.any(String) });
});

it('names a flag an admin token created as Unleash does (its admin-token user), while the log keeps the token', async () => {
  expect((await t.post(flags, { name: 'shape-by-token' })).status).toBe(201);
  const creator = { id: -42, name: 'Unleash Admin Token User', imageUrl: gravatar('unleash admin token user') };
  expect((await t.get(`${flags}/shape-by-token`)).body.createdBy).toEqual(creator);
  expect((await search('shape-by-token')).createdBy).toEqual(creator);
  const [created] = (await t.get('/api/admin/events/shape-by-token')).body.events.filter(
    (e: { type: string }) => e.type === 'feature-created',
  );
  expect(created).toMatchObject({ createdBy: 'admin', createdByUserId: -42 });
});

it('marks every API token secure (its secret is shown once, never copied again), where Unleash 8.2 says false for its legacy tokens', async () => {
  const created = await t.post('/api/admin/api-tokens', {
    tokenName: 'shape-backend',
    type: 'backend',
    environment: 'development',
    projects: ['default'],
  });
  expect(created.status).toBe(201);
  expect(created.body.secure).toBe(true);
  const listed = (await t.get('/api/admin/api-tokens')).body.tokens.find((x: { tokenName: string }) => x.tokenName === 'shape-backend');
  expect(listed.secure).toBe(true);
  expect(listed.secret).not.toBe(created.body.secret);
  expect(created.body.secret.startsWith(listed.secret.replace('…', ''))).toBe(true);
});

it("answers tags without a color in the event log and the tag lists, with it in a flag's own tags, as Unleash 8.2 does", async () => {
  expect((await t.post('/api/admin/tag-types', { name: 'shape-green', description: 'g', color: '#00AA00' })).status).toBe(201);
  expect((await t.post(flags, { name: 'shape-colored' })).status).toBe(201);
  expect((await t.post('/api/admin/features/shape-colored/tags', { type: 'shape-green', value: 'g1' })).status).toBe(201);
  expect((await t.post('/api/admin/features/shape-colored/tags', { type: 'simple', value: 's1' })).status).toBe(201);
  // Unleash 8.2 (the peer): the event log's tags are {value, type}; so are /api/admin/tags and /tags/{type}.
  const tagged = (await t.get('/api/admin/events/shape-colored')).body.events.find((e: { type: string }) => e.type === 'feature-tagged');
  expect(tagged.tags).toEqual(expect.arrayContaining([{ type: 'shape-green', value: 'g1' }]));
  for (const tag of tagged.tags) expect(Object.keys(tag).sort()).toEqual(['type', 'value']);
  const searched = await t.get('/api/admin/search/events?feature=IS:shape-colored');
  expect(searched.status).toBe(200);
  for (const event of searched.body.events) for (const tag of event.tags) expect(Object.keys(tag).sort()).toEqual(['type', 'value']);
  expect(searched.body.events.some((e: { tags: unknown[] }) => e.tags.length > 0)).toBe(true);
  expect((await t.get('/api/admin/tags')).body.tags).toContainEqual({ type: 'shape-green', value: 'g1' });
  expect((await t.get('/api/admin/tags/shape-green')).body.tags).toEqual([{ type: 'shape-green', value: 'g1' }]);
  expect((await t.get('/api/admin/tags/shape-green/g1')).body).toEqual({ version: 1, tag: { type: 'shape-green', value: 'g1' } });
  // A flag's own tags carry their type's color (the built-in `simple` is white), sorted as Unleash sorts them.
  expect((await t.get('/api/admin/features/shape-colored/tags')).body).toEqual({
    version: 1,
    tags: [
      { type: 'shape-green', value: 'g1', color: '#00AA00' },
      { type: 'simple', value: 's1', color: '#FFFFFF' },
    ],
  });
});
