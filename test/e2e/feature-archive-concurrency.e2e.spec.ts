import { featureDecider, featureStreamId, type FeatureEvent } from '@pennant/features';
import { createTestApp, type TestApp } from '../support/test-app';

const admin = '/api/admin';
const base = `${admin}/projects/default/features`;
const FLAGS = ['race-1', 'race-2', 'race-3', 'race-4', 'race-5'];

/** Deterministic pseudo-random numbers (so a failure can be replayed). */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('archive / revive / delete under concurrency', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of FLAGS) expect((await t.post(base, { name })).status).toBe(201);
    for (const name of FLAGS) expect((await t.post(`${base}/${name}/environments/development/on`)).status).toBe(200);
  });
  afterAll(() => t.close());

  it('8 clients: no 500, and the log replays to the state the read model shows', async () => {
    const statuses: number[] = [];
    const client = async (seed: number) => {
      const random = rng(seed);
      const pick = () => FLAGS[Math.floor(random() * FLAGS.length)];
      for (let i = 0; i < 12; i += 1) {
        const op = Math.floor(random() * 6);
        const some = [pick(), pick()];
        const res =
          op === 0
            ? await t.delete(`${base}/${pick()}`)
            : op === 1
              ? await t.post(`${admin}/projects/default/archive`, { features: some })
              : op === 2
                ? await t.post(`${admin}/archive/revive/${pick()}`)
                : op === 3
                  ? await t.post(`${admin}/projects/default/revive`, { features: some })
                  : op === 4
                    ? await t.delete(`${admin}/archive/${pick()}`)
                    : await t.post(`${admin}/projects/default/delete`, { features: some });
        statuses.push(res.status);
      }
    };
    await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => client(seed * 7919)));

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses.filter((s) => ![200, 202, 404, 409].includes(s)))).toEqual(new Set());
    expect(statuses.filter((s) => s === 200 || s === 202).length).toBeGreaterThan(0);

    for (const name of FLAGS) {
      const stored = await t.sql.query('SELECT type, data FROM es_events WHERE stream_id = $1 ORDER BY stream_version', [
        featureStreamId(name),
      ]);
      const state = (stored.rows as FeatureEvent[]).reduce(featureDecider.evolve, featureDecider.initialState);
      const row = (await t.sql.query('SELECT archived_at FROM rm_features WHERE name = $1', [name])).rows[0] as
        { archived_at: Date | null } | undefined;
      const shown = row === undefined ? 'deleted' : row.archived_at === null ? 'active' : 'archived';
      expect({ name, status: shown }).toEqual({ name, status: state.status });
      const enabled = (
        await t.sql.query('SELECT count(*)::int AS n FROM rm_feature_environments WHERE feature_name = $1 AND enabled', [name])
      ).rows[0] as { n: number };
      expect(enabled.n).toBe(Object.values(state.environments).filter((e) => e.enabled).length);
      const logged = (await t.get(`${admin}/events/${name}`)).body.events.length;
      expect(logged).toBe(stored.rows.length);
    }
  });
});
