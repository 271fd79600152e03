import { MIGRATIONS } from '@pennant/migrations';
import { avatarUrl } from '@pennant/platform';
import { createTestApp, type TestApp } from '../support/test-app';
import { STALE_SEARCH_ITEMS_SQL } from '../support/search-items';

const features = '/api/admin/projects/default/features';
const search = '/api/admin/search/features';

/**
 * The search page shows each flag's kept item (rm_search_item, migration 0260). Changes to
 * things a flag's item shows but that are not the flag's own events — an environment's order, a
 * segment's name, the environments of its project — must reach every flag concerned.
 */
describe('search items kept by the feature-search projection', () => {
  let t: TestApp;

  async function item(name: string): Promise<{
    environments: { name: string }[];
    segments: string[];
    createdAt: string;
    createdBy: { id: number; name: string; imageUrl: string };
  }> {
    const res = await t.get(`${search}?query=${name}`);
    expect(res.status).toBe(200);
    return res.body.features.find((f: { name: string }) => f.name === name);
  }

  async function staleItems(): Promise<string[]> {
    const { rows } = await t.sql.query<{ name: string }>(STALE_SEARCH_ITEMS_SQL);
    return rows.map((r) => r.name);
  }

  let segmentId: number;
  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['items-a', 'items-b']) expect((await t.post(features, { name })).status).toBe(201);
    const segment = await t.post('/api/admin/segments', { name: 'first-name', constraints: [] });
    expect(segment.status).toBe(201);
    segmentId = segment.body.id;
    expect(
      (await t.post(`${features}/items-a/environments/development/strategies`, { name: 'default', segments: [segmentId] })).status,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it("shows the flag's own changes (strategy with a segment)", async () => {
    expect(await item('items-a')).toMatchObject({
      segments: ['first-name'],
      environments: [
        { name: 'development', hasStrategies: true },
        { name: 'production', hasStrategies: false },
      ],
    });
    expect(await staleItems()).toEqual([]);
  });

  it('patches the kept item on column updates (the PUT path writes no full refresh)', async () => {
    expect(
      (await t.put(`${features}/items-b`, { stale: true, description: 'patched', type: 'kill-switch', impressionData: true })).status,
    ).toBe(200);
    expect(await item('items-b')).toMatchObject({ stale: true, description: 'patched', type: 'kill-switch', impressionData: true });
    expect(await staleItems()).toEqual([]);
    expect((await t.put(`${features}/items-b`, { stale: false, description: null, type: 'release', impressionData: false })).status).toBe(
      200,
    );
    expect(await item('items-b')).toMatchObject({ stale: false, description: null, type: 'release', impressionData: false });
    expect(await staleItems()).toEqual([]);
  });

  it("follows an environment's new sort order in every flag of the projects that have it", async () => {
    expect((await t.put('/api/admin/environments/update/development', { sortOrder: 999 })).status).toBe(200);
    expect((await item('items-b')).environments.map((e) => e.name)).toEqual(['production', 'development']);
    expect(await staleItems()).toEqual([]);
  });

  it("follows a segment's new name in the flags using it", async () => {
    expect((await t.put(`/api/admin/segments/${segmentId}`, { name: 'second-name', constraints: [] })).status).toBe(204);
    expect((await item('items-a')).segments).toEqual(['second-name']);
    expect(await staleItems()).toEqual([]);
  });

  it("follows environments added to and removed from the flag's project", async () => {
    expect((await t.post('/api/admin/environments', { name: 'staging', type: 'test', sortOrder: 500 })).status).toBe(201);
    expect((await t.post('/api/admin/projects/default/environments', { environment: 'staging' })).status).toBe(200);
    expect((await item('items-b')).environments.map((e) => e.name)).toEqual(['production', 'staging', 'development']);
    expect(await staleItems()).toEqual([]);
    expect((await t.delete('/api/admin/projects/default/environments/staging')).status).toBe(200);
    expect((await item('items-b')).environments.map((e) => e.name)).toEqual(['production', 'development']);
    expect(await staleItems()).toEqual([]);
  });

  it("fills every flag's item when the migration runs on an existing database", async () => {
    await t.sql.query('DELETE FROM rm_search_items');
    expect(await staleItems()).toEqual(['items-a', 'items-b']);
    // The item's current definition (migration 0310; 0260 defined the first one).
    const migration = MIGRATIONS.find((m) => m.id === '0310-search-items-as-served');
    await t.sql.query(migration?.sql ?? 'SELECT 1');
    expect(await staleItems()).toEqual([]);
    expect(await item('items-a')).toMatchObject({ name: 'items-a', segments: ['second-name'] });
  });

  it("keeps items as served: dates as JavaScript writes them, the creator's avatar — computed in SQL by the migration only for ASCII names, completed on reading otherwise", async () => {
    // As if both flags predated migration 0310, one of them created by a non-ASCII name.
    await t.sql.query(
      `UPDATE rm_search_features SET created_by_image_url = NULL, created_by_name = CASE name WHEN 'items-a' THEN ' Zoë İ ' ELSE ' Admin ' END WHERE name IN ('items-a', 'items-b')`,
    );
    await t.sql.query(MIGRATIONS.find((m) => m.id === '0310-search-items-as-served')?.sql ?? 'SELECT 1');
    const kept = await t.sql.query(
      `SELECT name, created_by_image_url AS url, created_at FROM rm_search_features WHERE name IN ('items-a', 'items-b') ORDER BY name`,
    );
    expect(kept.rows.map((r: { name: string; url: string | null }) => [r.name, r.url])).toEqual([
      ['items-a', null],
      ['items-b', avatarUrl(' Admin ')],
    ]);
    // A flag created from now on has its avatar computed by the projection (JavaScript's lower-casing).
    // (Its event also moves the projection past the answers cached before these direct SQL changes.)
    expect((await t.post(features, { name: 'items-c' })).status).toBe(201);
    const [a, b] = [await item('items-a'), await item('items-b')];
    expect(a.createdBy).toEqual({ id: -42, name: ' Zoë İ ', imageUrl: avatarUrl(' Zoë İ ') });
    expect(b.createdBy).toEqual({ id: -42, name: ' Admin ', imageUrl: avatarUrl(' Admin ') });
    expect(a.createdAt).toBe(new Date(kept.rows[0].created_at).toISOString());
    // …and names, as Unleash does, the admin-token user as the creator of a flag an admin token made (ADR 0058).
    const c = await t.sql.query(
      `SELECT created_by_name AS name, created_by_image_url AS url FROM rm_search_features WHERE name = 'items-c'`,
    );
    expect(c.rows[0]).toEqual({ name: 'Unleash Admin Token User', url: avatarUrl('Unleash Admin Token User') });
  });

  it('reads the tables of the schema a rebuild writes to (search_path), not the live ones', async () => {
    const client = await t.sql.connect();
    try {
      await client.query('BEGIN');
      await client.query('CREATE SCHEMA items_scratch');
      for (const table of [
        'rm_search_features',
        'rm_search_environments',
        'rm_search_project_environments',
        'rm_search_feature_environments',
        'rm_search_feature_strategies',
        'rm_search_feature_segments',
        'rm_search_segments',
        'rm_search_feature_tags',
      ]) {
        await client.query(`CREATE TABLE items_scratch.${table} (LIKE public.${table} INCLUDING ALL)`);
      }
      // Every written column (a generated one, search_text since migration 0530, is computed by the copy).
      const written = await client.query<{ columns: string }>(
        `SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS columns FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = 'rm_search_features' AND is_generated = 'NEVER'`,
      );
      const columns = written.rows[0].columns;
      await client.query(
        `INSERT INTO items_scratch.rm_search_features (${columns}) SELECT ${columns} FROM public.rm_search_features WHERE name = 'items-a'`,
      );
      await client.query(`UPDATE items_scratch.rm_search_features SET description = 'only in the scratch schema'`);
      await client.query('SET LOCAL search_path TO items_scratch, public');
      const { rows } = await client.query(`SELECT rm_search_item('items-a') AS item`);
      expect(rows[0].item).toMatchObject({
        name: 'items-a',
        description: 'only in the scratch schema',
        environments: [],
        segments: [],
        tags: [],
      });
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
