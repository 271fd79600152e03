import { deltaEventsOf } from '../support/sse-client';
import { eventsAfter, flagsOf, lastId, names, streamFixture, type StreamFixture } from '../support/client-stream-fixture';

/**
 * GET /api/client/streaming at the protocol level (ADR 0037): what goes over the wire
 * for each change — toggles, strategy and segment edits, archive, revive, moves — in the token's
 * scope only; resuming with Last-Event-ID; a hydration when the revision held is unknown or was
 * pruned. client-delta.e2e.spec.ts covers delta polling, client-streaming-limits.e2e.spec.ts the
 * cap, heartbeats, revocation, several nodes and shutdown.
 */
let f: StreamFixture;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  f = await streamFixture();
  expect((await f.t.post('/api/admin/projects', { id: 'other', name: 'Other' })).status).toBeLessThan(300);
  tokens.scoped = await f.clientToken('scoped', ['default']);
  tokens.other = await f.clientToken('other', ['other']);
  await f.flag('default', 'wire-a');
  await f.flag('default', 'wire-b', false);
  await f.flag('other', 'wire-secret');
});

afterEach(() => f.closeStreams());

afterAll(() => f.close());

it('hydrates, then sends each change once, to the tokens whose scope covers it, and nothing of other projects', async () => {
  const scoped = await f.stream(tokens.scoped);
  const other = await f.stream(tokens.other);
  expect(scoped.status).toBe(200);
  expect(scoped.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(scoped.headers['x-content-type-options']).toBe('nosniff');
  await scoped.waitFor((e) => e.length === 1);
  await other.waitFor((e) => e.length === 1);
  expect(scoped.events[0].event).toBe('unleash-connected');
  const [hydration] = deltaEventsOf(scoped.events[0]) as {
    type: string;
    eventId: number;
    features: { name: string; enabled: boolean }[];
    segments: unknown[];
  }[];
  expect(hydration.type).toBe('hydration');
  expect(hydration.eventId).toBe(Number(scoped.events[0].id));
  expect(hydration.features.map((f) => f.name).filter((n) => n.startsWith('wire-'))).toEqual(['wire-a', 'wire-b']);
  expect(hydration.features.find((f) => f.name === 'wire-a')?.enabled).toBe(true);

  // A toggle of one flag: that flag's new representation, once, as an unleash-updated frame.
  expect((await f.t.post(`${flagsOf('default')}/wire-b/environments/development/on`)).status).toBe(200);
  await scoped.waitFor((e) => e.length === 2);
  expect(scoped.events[1].event).toBe('unleash-updated');
  expect(Number(scoped.events[1].id)).toBeGreaterThan(hydration.eventId);
  expect(eventsAfter(scoped, 1)).toEqual([
    expect.objectContaining({
      type: 'feature-updated',
      feature: expect.objectContaining({ name: 'wire-b', enabled: true, project: 'default' }),
    }),
  ]);

  // Changes in another project or another environment are not sent to this token.
  expect((await f.t.post(`${flagsOf('other')}/wire-secret/environments/development/off`)).status).toBe(200);
  await other.waitFor((e) => e.length === 2);
  expect(eventsAfter(other, 1)).toEqual([
    expect.objectContaining({ type: 'feature-updated', feature: expect.objectContaining({ name: 'wire-secret', enabled: false }) }),
  ]);
  expect((await f.t.post(`${flagsOf('default')}/wire-a/environments/production/on`)).status).toBe(200);
  // A strategy edit: the flag again, with its new strategy.
  const strategies = (await f.t.get(`${flagsOf('default')}/wire-a/environments/development/strategies`)).body;
  expect(
    (
      await f.t.put(`${flagsOf('default')}/wire-a/environments/development/strategies/${strategies[0].id}`, {
        constraints: [{ contextName: 'userId', operator: 'IN', values: ['7'] }],
      })
    ).status,
  ).toBe(200);
  await scoped.waitFor((e) => e.length === 3);
  expect(names(eventsAfter(scoped, 2))).toEqual(['feature-updated:wire-a']);
  expect(deltaEventsOf(scoped.events[2])[0]).toMatchObject({
    feature: { strategies: [{ name: 'default', constraints: [expect.objectContaining({ values: ['7'] })] }] },
  });

  // Archive: a removal; revive: the flag again (disabled); delete after archiving: a removal.
  expect((await f.t.put(`${flagsOf('default')}/wire-b`, { archived: true })).status).toBe(200);
  await scoped.waitFor((e) => e.length === 4);
  expect(eventsAfter(scoped, 3)).toEqual([
    { type: 'feature-removed', eventId: expect.any(Number), featureName: 'wire-b', project: 'default' },
  ]);
  expect((await f.t.post('/api/admin/archive/revive/wire-b')).status).toBeLessThan(300);
  await scoped.waitFor((e) => e.length === 5);
  expect(eventsAfter(scoped, 4)).toEqual([
    expect.objectContaining({ type: 'feature-updated', feature: expect.objectContaining({ name: 'wire-b', enabled: false }) }),
  ]);

  // A move to another project: a removal for the old project's token, the flag for the new one's.
  expect((await f.t.post(`${flagsOf('default')}/wire-b/changeProject`, { newProjectId: 'other' })).status).toBeLessThan(300);
  await scoped.waitFor((e) => e.length === 6);
  await other.waitFor((e) => e.length === 3);
  expect(eventsAfter(scoped, 5)).toEqual([expect.objectContaining({ type: 'feature-removed', featureName: 'wire-b', project: 'default' })]);
  expect(eventsAfter(other, 2)).toEqual([
    expect.objectContaining({ type: 'feature-updated', feature: expect.objectContaining({ name: 'wire-b', project: 'other' }) }),
  ]);

  // Over the whole conversation, the scoped token never saw a flag of the other project.
  expect(scoped.body()).not.toContain('wire-secret');
  expect(other.body()).not.toContain('wire-a');
});

it('sends a segment edit to the SDKs whose flags use it, and the segment along with a flag that starts using it', async () => {
  const segment = await f.t.post('/api/admin/segments', {
    name: 'wire-beta',
    constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }],
  });
  expect(segment.status).toBe(201);
  const id = segment.body.id as number;
  const scoped = await f.stream(tokens.scoped);
  const other = await f.stream(tokens.other);
  await scoped.waitFor((e) => e.length === 1);
  await other.waitFor((e) => e.length === 1);
  await f.flag('default', 'wire-segmented', false);
  // Wait for the flag as flag() leaves it (its creation and its strategy may come as one frame or two).
  await scoped.waitFor(() =>
    eventsAfter(scoped, 1).some(
      (e) =>
        e.type === 'feature-updated' &&
        (e.feature as { name: string; strategies: unknown[] }).name === 'wire-segmented' &&
        (e.feature as { strategies: unknown[] }).strategies.length === 1,
    ),
  );
  const skip = scoped.events.length;
  expect(
    (await f.t.post(`${flagsOf('default')}/wire-segmented/environments/development/strategies`, { name: 'default', segments: [id] }))
      .status,
  ).toBe(200);
  await scoped.waitFor((e) => e.length === skip + 1);
  expect(names(eventsAfter(scoped, skip))).toEqual([`segment-updated:${id}`, 'feature-updated:wire-segmented']);

  const before = scoped.events.length;
  const otherBefore = other.events.length;
  expect(
    (
      await f.t.put(`/api/admin/segments/${id}`, {
        name: 'wire-beta',
        constraints: [{ contextName: 'userId', operator: 'IN', values: ['1', '2'] }],
      })
    ).status,
  ).toBe(204);
  await scoped.waitFor((e) => e.length === before + 1);
  expect(eventsAfter(scoped, before)).toEqual([
    {
      type: 'segment-updated',
      eventId: expect.any(Number),
      segment: expect.objectContaining({ id, constraints: [expect.objectContaining({ values: ['1', '2'] })] }),
    },
  ]);
  // The other project's token has no flag using the segment: it is not sent the segment. (Its
  // streams are brought to each revision in order, so the later flag shows the edit was passed.)
  await f.flag('other', 'wire-after-segment');
  await other.waitFor(() => names(eventsAfter(other, otherBefore)).includes('feature-updated:wire-after-segment'));
  expect(names(eventsAfter(other, 1)).filter((n) => n.startsWith('segment'))).toEqual([]);
});

it('sends a removal for each flag of a change that archives several (a parent with its child)', async () => {
  await f.flag('default', 'wire-parent');
  await f.flag('default', 'wire-child');
  expect((await f.t.post(`${flagsOf('default')}/wire-child/dependencies`, { feature: 'wire-parent' })).status).toBe(200);
  const scoped = await f.stream(tokens.scoped);
  await scoped.waitFor((e) => e.length === 1);
  const child = (deltaEventsOf(scoped.events[0])[0] as unknown as { features: { name: string; dependencies: unknown[] }[] }).features.find(
    (f) => f.name === 'wire-child',
  );
  expect(child?.dependencies).toEqual([{ feature: 'wire-parent', enabled: true }]);
  // The parent alone cannot be archived while its child is active; together they can.
  expect((await f.t.post('/api/admin/projects/default/archive', { features: ['wire-parent', 'wire-child'] })).status).toBe(202);
  await scoped.waitFor(() => eventsAfter(scoped, 1).filter((e) => e.type === 'feature-removed').length === 2);
  expect(
    names(eventsAfter(scoped, 1))
      .filter((n) => n.startsWith('feature-removed'))
      .sort(),
  ).toEqual(['feature-removed:wire-child', 'feature-removed:wire-parent']);
});

it('resumes from Last-Event-ID with exactly the changes since, without a hydration', async () => {
  const first = await f.stream(tokens.scoped);
  await first.waitFor((e) => e.length === 1);
  const held = lastId(first);
  first.close();
  await f.flag('default', 'wire-resume-1');
  expect((await f.t.post(`${flagsOf('default')}/wire-a/environments/development/off`)).status).toBe(200);
  await f.flag('other', 'wire-resume-hidden');
  const again = await f.stream(tokens.scoped, { 'last-event-id': String(held) });
  await again.waitFor((e) => e.length === 1);
  expect(again.events[0].event).toBe('unleash-updated');
  expect(names(deltaEventsOf(again.events[0])).sort()).toEqual(['feature-updated:wire-a', 'feature-updated:wire-resume-1']);
  expect(again.body()).not.toContain('wire-resume-hidden');
  // Up to date: nothing is sent until the next change.
  const current = await f.stream(tokens.scoped, { 'last-event-id': again.events[0].id as string });
  expect((await f.t.post(`${flagsOf('default')}/wire-a/environments/development/on`)).status).toBe(200);
  await current.waitFor((e) => e.length === 1);
  expect(current.events[0].event).toBe('unleash-updated');
  expect(names(deltaEventsOf(current.events[0]))).toEqual(['feature-updated:wire-a']);
});

it('hydrates an SDK holding an unknown revision or one older than the kept changes', async () => {
  for (const held of ['not-a-number', '999999999']) {
    const client = await f.stream(tokens.scoped, { 'last-event-id': held });
    await client.waitFor((e) => e.length === 1);
    expect(client.events[0].event).toBe('unleash-connected');
    client.close();
  }
  const probe = await f.stream(tokens.scoped);
  await probe.waitFor((e) => e.length === 1);
  const old = lastId(probe);
  await f.flag('default', 'wire-after-prune');
  // Pretend the journal was pruned past that revision (the projection keeps the newest 10,000 changes).
  await f.t.sql.query(
    'INSERT INTO rm_client_change_floor (id, position) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET position = excluded.position',
    [old + 1],
  );
  await f.flag('default', 'wire-after-floor');
  const resumed = await f.stream(tokens.scoped, { 'last-event-id': String(old) });
  await resumed.waitFor((e) => e.length === 1);
  expect(resumed.events[0].event).toBe('unleash-connected');
  const hydration = deltaEventsOf(resumed.events[0])[0] as unknown as { features: { name: string }[] };
  expect(hydration.features.map((f) => f.name)).toEqual(expect.arrayContaining(['wire-after-prune', 'wire-after-floor']));
  const delta = await f.t.get('/api/client/delta', { token: tokens.scoped, headers: { 'if-none-match': `"${old}"` } });
  expect(delta.body.events.map((e: { type: string }) => e.type)).toEqual(['hydration']);
  await f.t.sql.query('DELETE FROM rm_client_change_floor');
});
