import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';

/**
 * A favourite is visible at once to the caller who made it, whatever kind of
 * principal it is — in search (also when the same search was answered before), the personal
 * dashboard and GET …/features/{f} alike — and to nobody else.
 */
const OTHER_ADMIN = '*:*.second-admin-secret-abcdef012345';
const features = '/api/admin/projects/default/features';
const search = '/api/admin/search/features?query=fav-&favoritesFirst=true';

describe('favourites of every kind of caller', () => {
  let t: TestApp;
  let pat: string;

  beforeAll(async () => {
    t = await createTestApp({ INIT_ADMIN_API_TOKENS: `${ADMIN_TOKEN},${OTHER_ADMIN}` });
    for (const name of ['fav-a', 'fav-b', 'fav-c']) expect((await t.post(features, { name })).status).toBe(201);
    const user = (await t.post('/api/admin/user-admin', { email: 'fan@example.com', rootRole: 'Editor' })).body.id as number;
    pat = (await t.post(`/api/admin/user-admin/${user}/tokens`, { description: 'fan', expiresAt: '2999-01-01T00:00:00.000Z' })).body
      .secret as string;
  });
  afterAll(() => t.close());

  const favoritesIn = async (token: string) => {
    const found = (await t.get(search, { token })).body.features as { name: string; favorite: boolean }[];
    return { first: found[0].name, favorites: found.filter((f) => f.favorite).map((f) => f.name) };
  };

  it.each([
    ['an admin API token', () => ADMIN_TOKEN, 'fav-c'],
    ['a personal access token', () => pat, 'fav-b'],
  ])(
    '%s sees its own favourite at once in search, the dashboard and the flag, even after the same search was answered',
    async (_kind, token, flag) => {
      // The same search, answered (and cached) before the favourite exists.
      expect((await favoritesIn(token())).favorites).toEqual([]);
      expect((await t.post(`${features}/${flag}/favorites`, undefined, { token: token() })).status).toBe(200);
      expect(await favoritesIn(token())).toEqual({ first: flag, favorites: [flag] });
      expect((await t.get(`${features}/${flag}`, { token: token() })).body.favorite).toBe(true);
      const dashboard = (await t.get('/api/admin/personal-dashboard', { token: token() })).body;
      expect(dashboard.flags.map((f: { name: string }) => f.name)).toContain(flag);
    },
  );

  it('keeps favourites apart: another admin token and another user see none of them', async () => {
    expect((await favoritesIn(OTHER_ADMIN)).favorites).toEqual([]);
    expect((await t.get(`${features}/fav-c`, { token: OTHER_ADMIN })).body.favorite).toBe(false);
    expect((await t.get(`${features}/fav-c`, { token: pat })).body.favorite).toBe(false);
    expect((await t.delete(`${features}/fav-c/favorites`)).status).toBe(200);
    expect((await favoritesIn(ADMIN_TOKEN)).favorites).toEqual([]);
    expect((await t.get(`${features}/fav-c`)).body.favorite).toBe(false);
  });
});
