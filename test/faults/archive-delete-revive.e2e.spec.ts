import { featureDecider, featureStreamId, type FeatureEvent } from '@pennant/features';
import { createTestApp, type Response, type TestApp } from '../support/test-app';

// Fault test: 8 clients archive, delete, revive, re-create and update the same few
// flags at once (Unleash crashes here). Every answer is a 2xx or a 4xx with an error body, never
// a 500; afterwards each flag's read models (GET, archive list, search, event list) show what
// folding its stream gives, and no stream has two events at one version.

const admin = '/api/admin';
const base = `${admin}/projects/default/features`;
const FLAGS = ['fault-d-1', 'fault-d-2', 'fault-d-3'];
const CLIENTS = 8;
const OPS_PER_CLIENT = 14;

function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('fault: concurrent archive + delete + revive of the same flags (8 clients)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of FLAGS) expect((await t.post(base, { name })).status).toBe(201);
  });
  afterAll(() => t.close());

  it('answers only 2xx/4xx with {id, name, message}, and the read models equal the folded log', async () => {
    const answers: { op: string; res: Response }[] = [];
    const client = async (seed: number) => {
      const random = rng(seed);
      const pick = () => FLAGS[Math.floor(random() * FLAGS.length)];
      for (let i = 0; i < OPS_PER_CLIENT; i += 1) {
        const name = pick();
        const op = Math.floor(random() * 9);
        const res =
          op === 0
            ? await t.delete(`${base}/${name}`) // archive
            : op === 1
              ? await t.post(`${admin}/projects/default/archive`, { features: [name, pick()] })
              : op === 2
                ? await t.put(`${base}/${name}`, { archived: true })
                : op === 3
                  ? await t.post(`${admin}/archive/revive/${name}`)
                  : op === 4
                    ? await t.post(`${admin}/projects/default/revive`, { features: [name, pick()] })
                    : op === 5
                      ? await t.delete(`${admin}/archive/${name}`) // delete (archived only)
                      : op === 6
                        ? await t.post(`${admin}/projects/default/delete`, { features: [name] })
                        : op === 7
                          ? await t.post(base, { name }) // re-create after a delete
                          : await t.put(`${base}/${name}`, { description: `by ${seed}/${i}` });
        answers.push({ op: String(op), res });
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client((i + 1) * 7919)));

    const bad = answers.filter(({ res }) => res.status >= 500 || res.status < 200 || (res.status >= 300 && res.status < 400));
    expect(bad.map(({ op, res }) => ({ op, status: res.status, body: res.body }))).toEqual([]);
    for (const { res } of answers.filter(({ res }) => res.status >= 400)) {
      expect(res.body).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), message: expect.any(String) }));
    }
    expect(answers.filter(({ res }) => res.status < 300).length).toBeGreaterThan(CLIENTS);
    // The race really happened: archives, revives, deletes and re-creations all succeeded sometimes.
    const succeeded = new Set(answers.filter(({ res }) => res.status < 300).map(({ op }) => op));
    for (const kind of [['0', '1', '2'], ['3', '4'], ['5', '6'], ['7']]) expect(kind.some((op) => succeeded.has(op))).toBe(true);

    // No two events at one version of a stream, and versions are dense (1..n).
    const dup = await t.sql.query('SELECT stream_id, stream_version, count(*)::int AS n FROM es_events GROUP BY 1, 2 HAVING count(*) > 1');
    expect(dup.rows).toEqual([]);

    const archivedList = (await t.get(`${admin}/archive/features`)).body.features.map((f: { name: string }) => f.name);
    const searchArchived = await t.get(`${admin}/search/features?query=fault-d&archived=IS:true&limit=100`);
    const searchActive = await t.get(`${admin}/search/features?query=fault-d&limit=100`);
    expect([searchArchived.status, searchActive.status]).toEqual([200, 200]);
    const searchedArchived = searchArchived.body.features.map((f: { name: string }) => f.name);
    const searchedActive = searchActive.body.features.map((f: { name: string }) => f.name);

    for (const name of FLAGS) {
      const stored = await t.sql.query('SELECT type, data, stream_version FROM es_events WHERE stream_id = $1 ORDER BY stream_version', [
        featureStreamId(name),
      ]);
      expect(stored.rows.map((r: { stream_version: number }) => r.stream_version)).toEqual(
        stored.rows.map((_: unknown, i: number) => i + 1),
      );
      const state = (stored.rows as FeatureEvent[]).reduce(featureDecider.evolve, featureDecider.initialState);
      const folded = state.status === 'none' ? 'deleted' : state.status;
      // GET answers active flags only (archived and deleted ones are 404, as in Unleash).
      const get = await t.get(`${base}/${name}`);
      expect({ name, get: get.status, archived: get.body.archived }).toEqual(
        folded === 'active' ? { name, get: 200, archived: false } : { name, get: 404, archived: undefined },
      );
      expect({ name, inArchiveList: archivedList.includes(name) }).toEqual({ name, inArchiveList: folded === 'archived' });
      expect({ name, searchedArchived: searchedArchived.includes(name) }).toEqual({ name, searchedArchived: folded === 'archived' });
      expect({ name, active: searchedActive.includes(name) }).toEqual({ name, active: folded === 'active' });
      const logged = await t.get(`${admin}/events/${name}`);
      expect(logged.body.events.length).toBe(stored.rows.length);
    }
  });
});
