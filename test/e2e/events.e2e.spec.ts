import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DomainEvent } from '@pennant/events';
import { featureStreamId } from '@pennant/features';
import { injectIntoStream } from '../support/inject-events';
import { expectSchema } from '../support/schema-assert';
import { createTestApp, type TestApp } from '../support/test-app';

const flags = '/api/admin/projects/default/features';
const EVENT_KEYS = [
  'createdAt',
  'createdBy',
  'createdByUserId',
  'data',
  'environment',
  'featureName',
  'groupId',
  'groupType',
  'id',
  'label',
  'preData',
  'project',
  'summary',
  'tags',
  'type',
];

interface Event {
  id: number;
  type: string;
  createdBy: string;
  createdByUserId: number | null;
  project: string | null;
  environment: string | null;
  featureName: string | null;
  [key: string]: unknown;
}

function expectNewestFirst(events: Event[]): void {
  for (let i = 1; i < events.length; i += 1) expect(events[i].id).toBeLessThan(events[i - 1].id);
}

function expectEventShape(event: Event): void {
  expect(Object.keys(event).sort()).toEqual(EVENT_KEYS);
  expect(Number.isInteger(event.id) && event.id >= 1).toBe(true);
  expect(new Date(event.createdAt as string).toISOString()).toBe(event.createdAt);
  expect(typeof event.createdBy).toBe('string');
  expect(Array.isArray(event.tags)).toBe(true);
}

describe('event log API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers GET /health and GET /ready with 200', async () => {
    const health = await t.get('/health', { token: null });
    expect(health.status).toBe(200);
    const ready = await t.get('/ready', { token: null });
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ ready: true, database: 'up', lagging: [] });
  });

  it('refuses both endpoints without a token (401)', async () => {
    for (const path of ['/api/admin/events', '/api/admin/events?project=default', '/api/admin/events/some-flag']) {
      const res = await t.get(path, { token: null });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ id: expect.any(String), name: expect.any(String), message: expect.any(String) });
    }
  });

  it('shows the bootstrap of the default project as events by the system user', async () => {
    const res = await t.get('/api/admin/events');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: 1, events: expect.any(Array), totalEvents: 5 });
    const events = res.body.events as Event[];
    expectNewestFirst(events);
    events.forEach(expectEventShape);
    const summary = [...events]
      .reverse()
      .map((e) => [e.type, e.project, e.environment, e.featureName, e.createdBy, e.createdByUserId, e.label, e.summary]);
    expect(summary.filter(([type]) => type === 'environment-created')).toEqual([
      [
        'environment-created',
        null,
        'development',
        null,
        'unleash_system_user',
        -1337,
        'Environment created',
        '**unleash_system_user** created environment **development**',
      ],
      [
        'environment-created',
        null,
        'production',
        null,
        'unleash_system_user',
        -1337,
        'Environment created',
        '**unleash_system_user** created environment **production**',
      ],
    ]);
    expect(summary.filter(([type]) => type !== 'environment-created')).toEqual([
      [
        'project-created',
        'default',
        null,
        null,
        'unleash_system_user',
        -1337,
        'Project created',
        '**unleash_system_user** created project **default**',
      ],
      [
        'project-environment-added',
        'default',
        'development',
        null,
        'unleash_system_user',
        -1337,
        'Environment added to project',
        '**unleash_system_user** added environment **development** to project **default**',
      ],
      [
        'project-environment-added',
        'default',
        'production',
        null,
        'unleash_system_user',
        -1337,
        'Environment added to project',
        '**unleash_system_user** added environment **production** to project **default**',
      ],
    ]);
    // The bootstrap is one append: one group.
    expect(new Set(events.map((e) => e.groupId)).size).toBe(1);
    expect(events.every((e) => e.groupType === 'transaction')).toBe(true);
    expect(events.map((e) => e.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    const created = events.find((e) => e.type === 'project-created');
    expect(created?.data).toMatchObject({ id: 'default', name: 'Default' });
  });

  it('returns a flag history with toggleName and totalEvents, newest first; unknown flags give an empty list', async () => {
    expect((await t.post(flags, { name: 'history', description: 'first' })).status).toBe(201);
    expect((await t.put(`${flags}/history`, { description: 'second' })).status).toBe(200);
    expect((await t.put(`${flags}/history`, { stale: true })).status).toBe(200);
    expect((await t.put(`${flags}/history`, { stale: true })).status).toBe(200); // no change: no event
    const res = await t.get('/api/admin/events/history');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: 1, toggleName: 'history', events: expect.any(Array), totalEvents: 3 });
    const events = res.body.events as Event[];
    expect(events.map((e) => e.type)).toEqual(['feature-stale-on', 'feature-metadata-updated', 'feature-created']);
    expectNewestFirst(events);
    for (const event of events) {
      expectEventShape(event);
      expect(event).toMatchObject({ featureName: 'history', project: 'default', createdByUserId: -42 });
    }
    expect(events[1]).toMatchObject({ data: { description: 'second' }, preData: { description: 'first' } });
    expect(events[2].data).toMatchObject({ name: 'history', description: 'first', project: 'default', stale: false });

    const unknown = await t.get('/api/admin/events/no-such-flag');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ version: 1, toggleName: 'no-such-flag', events: [], totalEvents: 0 });
  });

  it('streams a flag history longer than a page (500 events) page by page: the same answer, every event once, as documented', async () => {
    expect((await t.post(flags, { name: 'long-history' })).status).toBe(201);
    const flips = Array.from({ length: 620 }, (_, i): DomainEvent => ({
      type: i % 2 === 0 ? 'feature-stale-on' : 'feature-stale-off',
      data: { project: 'default', featureName: 'long-history' },
    }));
    await injectIntoStream(t, featureStreamId('long-history'), flips);
    const res = await t.get('/api/admin/events/long-history');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // Streamed: no length known in advance (a short history is answered whole, with one).
    expect(res.headers['content-length']).toBeUndefined();
    expect((await t.get('/api/admin/events/no-such-flag')).headers['content-length']).toBeDefined();
    const events = res.body.events as Event[];
    expect(res.body).toEqual({ version: 1, toggleName: 'long-history', events: expect.any(Array), totalEvents: 621 });
    expect(events).toHaveLength(621);
    expectNewestFirst(events);
    expect(events[620].type).toBe('feature-created');
    expect(events.slice(0, 620).map((e) => e.type)).toEqual(flips.map((e) => e.type).reverse());
    for (const event of events) expectEventShape(event);
    // The response validator checks whole answers only: this one against the document here.
    const documented = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8')) as {
      paths: Record<string, { get: { responses: { 200: { content: { 'application/json': { schema: Record<string, unknown> } } } } } }>;
      components: Record<string, unknown>;
    };
    // The answer's schema is a reference into the document's components: compiled beside them.
    const answer = documented.paths['/api/admin/events/{featureName}'].get.responses[200].content['application/json'].schema;
    expectSchema(res.body, { ...answer, components: documented.components });
  });

  describe('with more than 100 events', () => {
    beforeAll(async () => {
      const names = Array.from({ length: 105 }, (_, i) => `bulk-${i}`);
      for (let i = 0; i < names.length; i += 5) {
        const results = await Promise.all(names.slice(i, i + 5).map((name) => t.post(flags, { name })));
        expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
      }
    });

    it('lists the 100 newest events of the whole log; totalEvents counts all of them', async () => {
      const total = await t.eventCount();
      const head = Number((await t.sql.query('SELECT max(position) AS head FROM es_events')).rows[0].head);
      for (const path of ['/api/admin/events', '/api/admin/events?project=', '/api/admin/events?other=1']) {
        const res = await t.get(path);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ version: 1, events: expect.any(Array), totalEvents: total });
        const events = res.body.events as Event[];
        expect(events).toHaveLength(100);
        expect(events[0].id).toBe(head);
        expectNewestFirst(events);
        events.forEach(expectEventShape);
      }
    });

    it('lists every event of a project with ?project=, beyond 100', async () => {
      const inProject = Number((await t.sql.query(`SELECT count(*) AS n FROM es_events WHERE data->>'project' = 'default'`)).rows[0].n);
      expect(inProject).toBeGreaterThan(105);
      const res = await t.get('/api/admin/events?project=default');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ version: 1, events: expect.any(Array), totalEvents: inProject });
      const events = res.body.events as Event[];
      expect(events).toHaveLength(inProject);
      expectNewestFirst(events);
      expect(events.every((e) => e.project === 'default')).toBe(true);
      expect(events[events.length - 1].type).toBe('project-created');
      expect(events.filter((e) => e.type === 'feature-created' && e.featureName?.startsWith('bulk-'))).toHaveLength(105);
    });

    it('answers an unknown project with an empty list and totalEvents 0', async () => {
      const res = await t.get('/api/admin/events?project=no-such-project');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ version: 1, events: [], totalEvents: 0 });
    });
  });
});
