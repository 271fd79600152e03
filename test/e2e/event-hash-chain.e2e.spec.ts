import { createHash } from 'node:crypto';
import { verifyHashChain } from '@pennant/event-store';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Tamper evidence (ADR 0013): every event's hash covers its content and the previous hash; the
 * verifier recomputes the chain in Node and names the first event that no longer links.
 * Tampering needs the append-only trigger lifted, as an attacker with owner rights would.
 */
let t: TestApp;
const base = '/api/admin/projects/default/features';

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['chain-a', 'chain-b', 'chain-c']) {
    expect((await t.post(base, { name, description: `about ${name}` })).status).toBe(201);
    expect((await t.put(`${base}/${name}`, { stale: true })).status).toBe(200);
  }
});

afterAll(async () => {
  await t.close();
});

async function tamper(sql: string, params: unknown[]): Promise<void> {
  await t.sql.query('ALTER TABLE es_events DISABLE TRIGGER es_events_no_update');
  try {
    await t.sql.query(sql, params);
  } finally {
    await t.sql.query('ALTER TABLE es_events ENABLE TRIGGER es_events_no_update');
  }
}

async function positionOf(featureName: string, type: string): Promise<number> {
  const { rows } = await t.sql.query(`SELECT position FROM es_events WHERE data->>'featureName' = $1 AND type = $2`, [featureName, type]);
  return Number(rows[0].position);
}

it('an untouched log verifies, over HTTP and directly; the head hash is the last event hash', async () => {
  const res = await t.get('/api/admin/events/verify');
  expect(res.status).toBe(200);
  const head = (await t.sql.query('SELECT position, encode(hash, $1) AS hash FROM es_events ORDER BY position DESC LIMIT 1', ['hex']))
    .rows[0];
  expect(res.body).toEqual({
    ok: true,
    checked: await t.eventCount(),
    headHash: head.hash,
    headPosition: Number(head.position),
    firstBroken: null,
    missingTail: null,
  });
  expect(await verifyHashChain(t.sql, 3)).toEqual(res.body); // batch boundaries change nothing
});

it('the first event hashes its canonical content with an empty previous hash', async () => {
  const first = (
    await t.sql
      .query(`SELECT position::text AS p, event_id::text AS e, stream_id, stream_version, type, data::text AS d, metadata::text AS m,
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS c, hash FROM es_events ORDER BY position LIMIT 1`)
  ).rows[0];
  const fields = [first.p, first.e, first.stream_id, String(first.stream_version), first.type, first.d, first.m, first.c];
  const canonical = fields.map((f: string) => `${Buffer.byteLength(f)}:${f}`).join('');
  expect(createHash('sha256').update(canonical).digest().equals(first.hash)).toBe(true);
});

it('reports the exact event whose data was edited in PostgreSQL', async () => {
  const position = await positionOf('chain-b', 'feature-created');
  await tamper(`UPDATE es_events SET data = jsonb_set(data, '{data,description}', '"edited"') WHERE position = $1`, [position]);
  const res = await t.get('/api/admin/events/verify');
  expect(res.status).toBe(200);
  expect(res.body.ok).toBe(false);
  expect(res.body.firstBroken).toMatchObject({ position, reason: expect.stringContaining('does not match') });
  expect(res.body.checked).toBe(
    Number((await t.sql.query('SELECT count(*) AS n FROM es_events WHERE position < $1', [position])).rows[0].n),
  );
});

it('reports the event after a removed one (its link to the previous hash is gone)', async () => {
  // The shared log is already broken by the previous test: start from an intact one.
  const fresh = await createTestApp();
  try {
    for (const name of ['gone-a', 'gone-b']) expect((await fresh.post(base, { name })).status).toBe(201);
    const removed = Number(
      (await fresh.sql.query(`SELECT position FROM es_events WHERE data->>'featureName' = 'gone-a' AND type = 'feature-created'`)).rows[0]
        .position,
    );
    const next = Number((await fresh.sql.query('SELECT min(position) AS p FROM es_events WHERE position > $1', [removed])).rows[0].p);
    await fresh.sql.query('ALTER TABLE es_events DISABLE TRIGGER es_events_no_update');
    await fresh.sql.query('DELETE FROM es_events WHERE position = $1', [removed]);
    await fresh.sql.query('ALTER TABLE es_events ENABLE TRIGGER es_events_no_update');
    const report = await verifyHashChain(fresh.sql);
    expect(report.ok).toBe(false);
    expect(report.firstBroken?.position).toBe(next);
  } finally {
    await fresh.close();
  }
});

it('is for ADMIN only', async () => {
  expect((await t.get('/api/admin/events/verify', { token: null })).status).toBe(401);
});

describe('a log emptied or cut short', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
    for (const name of ['cut-a', 'cut-b', 'cut-c']) expect((await fresh.post(base, { name })).status).toBe(201);
  });
  afterAll(() => fresh.close());

  it('refuses TRUNCATE of the log', async () => {
    const before = await fresh.eventCount();
    await expect(fresh.sql.query('TRUNCATE es_events')).rejects.toThrow(/append-only \(TRUNCATE refused\)/);
    expect(await fresh.eventCount()).toBe(before);
  });

  it('verifies against a kept head: the same head passes, another hash at that position fails, a head past the end fails', async () => {
    const kept = (await fresh.get('/api/admin/events/verify')).body;
    expect(kept.ok).toBe(true);
    const ask = (position: number, hash: string) =>
      fresh.get(`/api/admin/events/verify?expectedHeadPosition=${position}&expectedHeadHash=${hash}`);
    expect((await ask(kept.headPosition, kept.headHash)).body).toMatchObject({ ok: true, missingTail: null });
    expect((await ask(kept.headPosition, 'ab'.repeat(32))).body).toMatchObject({
      ok: false,
      firstBroken: { position: kept.headPosition, reason: expect.stringContaining('rewritten') },
    });
    expect((await ask(kept.headPosition + 5, kept.headHash)).body).toMatchObject({
      ok: false,
      missingTail: { recordedPosition: kept.headPosition + 5 },
    });
    expect((await fresh.get(`/api/admin/events/verify?expectedHeadPosition=${kept.headPosition}`)).status).toBe(400);
  });

  it('reports an empty log whose head does not match the head the read models recorded', async () => {
    const head = (await fresh.get('/api/admin/events/verify')).body.headPosition as number;
    // An owner who lifts the guards and empties the log.
    await fresh.sql.query('ALTER TABLE es_events DISABLE TRIGGER USER');
    await fresh.sql.query('TRUNCATE es_events');
    await fresh.sql.query('ALTER TABLE es_events ENABLE TRIGGER USER');
    const report = (await fresh.get('/api/admin/events/verify')).body;
    expect(report).toMatchObject({
      ok: false,
      checked: 0,
      headPosition: 0,
      missingTail: { recordedPosition: head, reason: expect.stringContaining('truncated') },
    });
  });
});
