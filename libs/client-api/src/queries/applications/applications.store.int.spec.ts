import type { DataSource } from 'typeorm';
import type { DomainEvent } from '@pennant/events';
import { FeatureViewProjection } from '@pennant/features';
import { StrategyDefinitionsProjection } from '@pennant/strategy-definitions';
import type { Clock } from '@pennant/platform';
import { featureCreated } from '../../../../../test/support/event-builders';
import { eventually } from '../../../../../test/support/eventually';
import { createProjectionHarness, type ProjectionHarness } from '../../../../../test/support/projection-harness';
import { InstanceRegistry, KEEP_INSTANCES_MS } from '../../commands/sdk-metrics/sdk-metrics-instance-registry.store';
import { ApplicationDetailsStore } from '../../commands/manage-applications/manage-applications.store';
import { ApplicationReads } from './applications.store';

const NOW = new Date('2026-11-25T12:30:00Z');

/** Rows in (intake tables, flags and strategy definitions through their projections) → answers out. */
describe('SDK instances and application reads', () => {
  let h: ProjectionHarness;
  let now = NOW;
  const clock: Clock = { now: () => now } as Clock;
  let registry: InstanceRegistry;
  let sut: ApplicationReads;
  let store: ApplicationDetailsStore;
  const instance = (instanceId: string, environment = 'development', sdkVersion: string | null = 'unleash-client-node:6.1.0') => ({
    appName: 'shop',
    environment,
    instanceId,
    sdkVersion,
    clientIp: '10.0.0.7',
  });
  const seenAt = async (instanceId: string) =>
    ((await h.rows('SELECT last_seen_at FROM client_instances WHERE instance_id = $1', [instanceId])) as { last_seen_at: Date }[])[0]
      ?.last_seen_at;

  beforeAll(async () => {
    h = await createProjectionHarness();
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    registry = new InstanceRegistry(dataSource, clock);
    sut = new ApplicationReads(dataSource, clock);
    store = new ApplicationDetailsStore(dataSource, registry);
    await h.append([featureCreated('checkout', { project: 'web' }), featureCreated('search')]);
    const custom = {
      type: 'strategy-created',
      data: { data: { name: 'byRegion', title: null, description: '', editable: true, deprecated: false, parameters: [] } },
    } as unknown as DomainEvent;
    await h.append([custom], { streamId: 'strategy-definition-byRegion' });
    await h.project(new FeatureViewProjection());
    await h.project(new StrategyDefinitionsProjection());
    await h.sql.query(
      `INSERT INTO client_applications (app_name, created_at, last_seen_at, sdk_version, environment, strategies)
       VALUES ('shop', $1, $1, 'unleash-client-node:6.1.0', 'development', '["default", "byRegion", "byPlanet", "flexibleRollout"]')`,
      [NOW],
    );
    await h.sql.query(
      `INSERT INTO client_application_usage (app_name, project, environment, last_seen_at)
       VALUES ('shop', 'default', 'development', $1), ('shop', '*', 'development', $1)`,
      [NOW],
    );
    const hourly = (flag: string, env: string, hour: string) =>
      h.sql.query('INSERT INTO client_metrics_hourly (feature_name, app_name, environment, hour, yes, no) VALUES ($1, $2, $3, $4, 1, 0)', [
        flag,
        'shop',
        env,
        hour,
      ]);
    await hourly('checkout', 'development', '2026-11-25T12:00:00Z');
    await hourly('ghost', 'development', '2026-11-25T11:00:00Z');
    await hourly('phantom', 'production', '2026-11-24T12:00:00Z');
    await hourly('search', 'production', '2026-11-23T09:00:00Z'); // older than 48 h: not seen
  });
  afterAll(() => h.close());

  it('keeps one row per instance: a registration writes at once, metrics at most once a minute', async () => {
    await registry.registered(instance('i-1'));
    expect(await seenAt('i-1')).toEqual(NOW);
    now = new Date(NOW.getTime() + 30_000);
    expect(registry.reported(instance('i-1'))).toBe(false); // within the minute: no statement
    now = new Date(NOW.getTime() + 61_000);
    expect(registry.reported(instance('i-1', 'development', null))).toBe(true);
    await eventually(async () => (await seenAt('i-1'))?.getTime() === now.getTime());
    const rows = await h.rows('SELECT sdk_version, client_ip, created_at FROM client_instances WHERE instance_id = $1', ['i-1']);
    expect(rows).toEqual([{ sdk_version: 'unleash-client-node:6.1.0', client_ip: '10.0.0.7', created_at: NOW }]); // null keeps the version
    await registry.registered(instance('i-2', 'development', 'unleash-client-node:5.0.0'));
    await registry.registered(instance('i-3', 'production'));
    expect((await h.rows("SELECT count(*)::int AS n FROM client_instances WHERE app_name = 'shop'"))[0]).toEqual({ n: 3 });
  });

  it('answers the details: stored fields, instances, flags reported in the last 48 h', async () => {
    const details = await sut.details('shop');
    expect(details).toMatchObject({
      appName: 'shop',
      description: null,
      strategies: ['default', 'byRegion', 'byPlanet', 'flexibleRollout'],
      seenToggles: ['checkout', 'ghost', 'phantom'],
      links: { self: '/api/admin/metrics/applications/shop' },
    });
    expect(details?.instances.map((i) => [i.environment, i.instanceId])).toEqual([
      ['development', 'i-1'], // both last seen at the same time: by id
      ['development', 'i-2'],
      ['production', 'i-3'],
    ]);
    expect((await sut.instances('shop', 'production')).map((i) => i.instanceId)).toEqual(['i-3']);
    expect(await sut.details('nobody')).toBeNull();
  });

  it('answers the overview: projects, flag count, environments with SDKs, missing flags and strategies', async () => {
    expect(await sut.overview('shop')).toEqual({
      projects: ['default', 'web'],
      featureCount: 1,
      environments: [
        {
          name: 'development',
          instanceCount: 2,
          sdks: ['unleash-client-node:5.0.0', 'unleash-client-node:6.1.0'],
          backendSdks: ['unleash-client-node:5.0.0', 'unleash-client-node:6.1.0'],
          frontendSdks: [],
          lastSeen: expect.any(String) as string,
          issues: { missingFeatures: ['ghost'], outdatedSdks: [] },
        },
        {
          name: 'production',
          instanceCount: 1,
          sdks: ['unleash-client-node:6.1.0'],
          backendSdks: ['unleash-client-node:6.1.0'],
          frontendSdks: [],
          lastSeen: expect.any(String) as string,
          issues: { missingFeatures: ['phantom'], outdatedSdks: [] },
        },
      ],
      issues: { missingFeatures: ['ghost', 'phantom'], missingStrategies: ['byPlanet'] },
    });
    expect(await sut.overview('nobody')).toBeNull();
  });

  it('edits details (absent keeps, null clears) and deletes the application with its rows', async () => {
    expect(await store.update('shop', { description: 'Web shop', url: 'https://shop.example' })).toBe(true);
    expect(await store.update('shop', { url: null, color: '#336699' })).toBe(true);
    expect(await sut.details('shop')).toMatchObject({ description: 'Web shop', url: null, color: '#336699', icon: null });
    expect(await store.update('nobody', { description: 'x' })).toBe(false);
    expect(await store.remove('shop')).toBe(true);
    expect(await sut.details('shop')).toBeNull();
    const left = await h.rows(
      `SELECT (SELECT count(*) FROM client_instances WHERE app_name = 'shop')::int AS instances,
              (SELECT count(*) FROM client_metrics_hourly WHERE app_name = 'shop')::int AS counts,
              (SELECT count(*) FROM client_application_usage WHERE app_name = 'shop')::int AS usage`,
    );
    expect(left).toEqual([{ instances: 0, counts: 0, usage: 0 }]);
    expect(await store.remove('shop')).toBe(false);
  });

  it('prunes instances silent for more than 48 h', async () => {
    now = NOW;
    await registry.registered({ ...instance('old'), appName: 'legacy' });
    await registry.registered({ ...instance('fresh'), appName: 'legacy' });
    now = new Date(NOW.getTime() + KEEP_INSTANCES_MS - 1000);
    await registry.registered({ ...instance('fresh'), appName: 'legacy' });
    now = new Date(NOW.getTime() + KEEP_INSTANCES_MS + 1000);
    expect(await registry.prune()).toBe(1);
    expect(await h.rows("SELECT instance_id FROM client_instances WHERE app_name = 'legacy'")).toEqual([{ instance_id: 'fresh' }]);
  });
});
