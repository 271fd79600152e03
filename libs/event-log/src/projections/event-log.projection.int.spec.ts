import type { DomainEvent } from '@pennant/events';
import {
  featureCreated,
  featureDeleted,
  featureRow,
  featureStale,
  featureTagged,
  featureToggled,
  featureUntagged,
  segment,
  segmentCreated,
} from '../../../../test/support/event-builders';
import { createProjectionHarness, TESTER, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { EventLogProjection } from './event-log.projection';
import { EVENT_COLUMNS, toEvent, type EventLogRow } from '../queries/event-row.response';

describe('event-log projection (rm_event_log, its counts and its copy of flag tags)', () => {
  let h: ProjectionHarness;
  const sut = new EventLogProjection();
  const log = () =>
    h.rows<{ id: number; type: string; feature_name: string | null; tags: { type: string; value: string }[] }>(
      'SELECT id::int, type, feature_name, tags FROM rm_event_log ORDER BY id',
    );
  const counts = async () =>
    Object.fromEntries(
      (await h.rows<{ scope: string; count: string }>('SELECT scope, count FROM rm_event_log_counts')).map((r) => [
        r.scope,
        Number(r.count),
      ]),
    );

  beforeEach(async () => {
    h = await createProjectionHarness();
  });
  afterEach(() => h.close());

  it("keeps every event as the spec's Event, keyed by its position", async () => {
    const last = await h.append([
      featureCreated('f', { project: 'web', description: 'd' }),
      featureToggled('f', 'production', true, 'web'),
    ]);
    await h.project(sut);
    const rows = await h.rows(
      `SELECT id::int, type, created_by, created_by_user_id, environment, project, feature_name, data, pre_data, tags, created_at = (SELECT date_trunc('milliseconds', created_at) FROM es_events WHERE position = l.id) AS stored_time
         FROM rm_event_log l ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        id: last - 1,
        type: 'feature-created',
        created_by: TESTER.name,
        created_by_user_id: TESTER.id,
        environment: null,
        project: 'web',
        feature_name: 'f',
        data: featureRow('f', { project: 'web', description: 'd' }),
        pre_data: null,
        tags: [],
        stored_time: true,
      },
      {
        id: last,
        type: 'feature-environment-enabled',
        created_by: TESTER.name,
        created_by_user_id: TESTER.id,
        environment: 'production',
        project: 'web',
        feature_name: 'f',
        data: null,
        pre_data: null,
        tags: [],
        stored_time: true,
      },
    ]);
  });

  it('never shows secret hashes or sensitive addon parameters', async () => {
    const addon: DomainEvent = {
      type: 'addon-config-created',
      data: {
        data: {
          id: 1,
          provider: 'webhook',
          description: null,
          enabled: true,
          parameters: {},
          sensitiveParameters: { url: 'https://hook.example/secret' },
          events: [],
          projects: [],
          environments: [],
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      },
    };
    await h.append([addon]);
    await h.project(sut);
    const [row] = await h.rows<{ data: Record<string, unknown> }>('SELECT data FROM rm_event_log');
    expect(row.data).not.toHaveProperty('sensitiveParameters');
    expect(row.data).toMatchObject({ id: 1, provider: 'webhook' });
  });

  it("gives each of a flag's events the flag's tags after it (as Unleash records them); a deleted flag's tags go with it", async () => {
    const team = { type: 'team', value: 'payments' };
    const simple = { type: 'simple', value: 'x' };
    await h.append([featureCreated('f'), featureTagged('f', team), featureTagged('f', simple), featureStale('f', true)]);
    await h.append([featureUntagged('f', simple), featureStale('f', false)]);
    await h.append([featureDeleted('f'), featureCreated('f')]);
    await h.project(sut, { batchSize: 3 });
    expect((await log()).map((r) => [r.type, r.tags])).toEqual([
      ['feature-created', []],
      ['feature-tagged', [team]],
      ['feature-tagged', [simple, team]],
      ['feature-stale-on', [simple, team]],
      ['feature-untagged', [team]],
      ['feature-stale-off', [team]],
      ['feature-deleted', [team]],
      ['feature-created', []],
    ]);
    expect(await h.rows('SELECT * FROM rm_event_log_feature_tags')).toEqual([]);
  });

  it("keeps each event's served JSON text: byte for byte what reading its columns back and serialising gives", async () => {
    // Tags with characters JSON escapes, and a flag's tags taken at the moment of an event that carries none.
    const odd = { type: 'simple', value: 'quote " back\\slash \u0001 tab\t é 😀 \u2028' };
    const team = { type: 'team', value: 'ωmega' };
    await h.append([
      featureCreated('f', { description: 'keys out of jsonb order, "quoted", ünïcode' }),
      featureTagged('f', odd),
      featureTagged('f', team),
      featureToggled('f', 'production', true),
      featureStale('f', true),
      segmentCreated(segment(1, { description: 'nested', constraints: [{ contextName: 'x', operator: 'IN', values: ['a', 'b'] }] })),
      // Data whose keys JSON.parse of jsonb text orders differently from how they were written: integer-like, long before short.
      {
        type: 'strategy-import',
        data: { data: { zeta: 1, a: [{ yy: null, x: 2.5 }], 10: 'ten', 2: 'two', é: 'e-acute', ab: { d: 1, c: 2 } } },
      },
      featureUntagged('f', odd),
      featureDeleted('f'),
    ]);
    await h.project(sut, { batchSize: 4 });
    const rows = await h.rows<EventLogRow & { body: string | null }>(`SELECT ${EVENT_COLUMNS}, body FROM rm_event_log ORDER BY id`);
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(row.body).toBe(JSON.stringify(toEvent(row)));
    expect(JSON.parse(rows[3].body as string)).toMatchObject({ type: 'feature-environment-enabled', tags: [{ type: 'simple' }, team] });
  });

  it('counts events overall and per project, and applying the same events again changes nothing', async () => {
    await h.append([
      featureCreated('a'),
      featureCreated('b', { project: 'web' }),
      featureToggled('b', 'production', true, 'web'),
      segmentCreated(segment(1)),
    ]);
    await h.project(sut);
    expect(await counts()).toEqual({ '*': 4, 'project:default': 1, 'project:web': 2 });
    const before = await log();
    expect(await h.project(sut, { from: 0 })).toBe(4);
    expect(await log()).toEqual(before);
    expect(await counts()).toEqual({ '*': 4, 'project:default': 1, 'project:web': 2 });
  });
});
