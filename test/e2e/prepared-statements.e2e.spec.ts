import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../support/test-app';

/** ADR 0025: the service's connections prepare repeated statements unless DATABASE_PREPARED_STATEMENTS=false. */
describe.each([
  { setting: undefined, prepared: true },
  { setting: 'false', prepared: false },
])('DATABASE_PREPARED_STATEMENTS=$setting', ({ setting, prepared }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(setting === undefined ? {} : { DATABASE_PREPARED_STATEMENTS: setting });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a run of feature updates the same way', async () => {
    expect((await t.post('/api/admin/projects/default/features', { name: 'prep-flag' })).status).toBe(201);
    for (const stale of [true, false, true, false]) {
      const res = await t.put('/api/admin/projects/default/features/prep-flag', { stale, description: `stale ${stale}` });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'prep-flag', stale, description: `stale ${stale}` });
    }
    const events = await t.get('/api/admin/events/prep-flag');
    expect(events.body.events.map((e: { type: string }) => e.type)).toEqual([
      // newest first; each PUT appends its metadata change, then its stale change
      'feature-stale-off',
      'feature-metadata-updated',
      'feature-stale-on',
      'feature-metadata-updated',
      'feature-stale-off',
      'feature-metadata-updated',
      'feature-stale-on',
      'feature-metadata-updated',
      'feature-created',
    ]);
  });

  it(`${prepared ? 'prepares' : 'does not prepare'} a repeated statement on the service's connections`, async () => {
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      const text = 'SELECT count(*)::int AS n FROM rm_features WHERE name = $1';
      for (let i = 0; i < 3; i++) expect(await runner.query(text, ['prep-flag'])).toEqual([{ n: 1 }]);
      const statements = ((await runner.query('SELECT statement FROM pg_prepared_statements')) as { statement: string }[]).map(
        (r) => r.statement,
      );
      expect(statements.includes(text)).toBe(prepared);
    } finally {
      await runner.release();
    }
  });
});
