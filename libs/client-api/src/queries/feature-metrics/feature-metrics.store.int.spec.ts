import type { DataSource } from 'typeorm';
import { createProjectionHarness, type ProjectionHarness } from '../../../../../test/support/projection-harness';
import { FeatureMetrics } from './feature-metrics.store';

const NOW = new Date('2026-11-25T10:30:00.000Z');

/** Hourly rows in (as the intake writes them), the admin answers out. */
describe('FeatureMetrics', () => {
  let h: ProjectionHarness;
  let sut: FeatureMetrics;

  const row = (feature: string, app: string, environment: string, hour: string, yes: number, no: number, variants = {}) =>
    h.sql.query(
      `INSERT INTO client_metrics_hourly (feature_name, app_name, environment, hour, yes, no, variants) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [feature, app, environment, hour, yes, no, JSON.stringify(variants)],
    );

  beforeAll(async () => {
    h = await createProjectionHarness();
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    sut = new FeatureMetrics(dataSource, { now: () => NOW });
    await row('checkout', 'web', 'development', '2026-11-25T10:00:00Z', 5, 1, { blue: 3, red: 2 });
    await row('checkout', 'api', 'development', '2026-11-25T10:00:00Z', 2, 2);
    await row('checkout', 'web', 'production', '2026-11-25T10:00:00Z', 7, 0);
    await row('checkout', 'web', 'development', '2026-11-25T09:00:00Z', 10, 10);
    await row('checkout', 'web', 'production', '2026-11-23T11:00:00Z', 1, 4); // 47.5 h ago: the oldest hour of 48
    await row('checkout', 'batch', 'production', '2026-11-23T10:00:00Z', 9, 9); // 48.5 h ago: kept, out of every window
    await row('other', 'web', 'development', '2026-11-25T10:00:00Z', 100, 100);
  });

  afterAll(() => h.close());

  it('answers the buckets that start within the last hour, newest first, per app and environment, with variants', async () => {
    expect(await sut.raw('checkout', 1)).toEqual([
      {
        featureName: 'checkout',
        appName: 'api',
        environment: 'development',
        timestamp: '2026-11-25T10:00:00.000Z',
        yes: 2,
        no: 2,
        variants: {},
      },
      {
        featureName: 'checkout',
        appName: 'web',
        environment: 'development',
        timestamp: '2026-11-25T10:00:00.000Z',
        yes: 5,
        no: 1,
        variants: { blue: 3, red: 2 },
      },
      {
        featureName: 'checkout',
        appName: 'web',
        environment: 'production',
        timestamp: '2026-11-25T10:00:00.000Z',
        yes: 7,
        no: 0,
        variants: {},
      },
    ]);
  });

  it('widens the window by whole hours up to 48, newest first', async () => {
    const hours = (rows: { timestamp: string }[]) => rows.map((r) => r.timestamp);
    expect(hours(await sut.raw('checkout', 2))).toEqual([
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T09:00:00.000Z',
    ]);
    const all = await sut.raw('checkout', 48);
    expect(all).toHaveLength(5);
    expect(all[4]).toMatchObject({ appName: 'web', environment: 'production', timestamp: '2026-11-23T11:00:00.000Z', yes: 1, no: 4 });
  });

  it('sums the last hour per environment and names every application that reported the flag', async () => {
    expect(await sut.summary('checkout')).toEqual({
      lastHourUsage: [
        { environment: 'development', timestamp: '2026-11-25T10:00:00.000Z', yes: 7, no: 3 },
        { environment: 'production', timestamp: '2026-11-25T10:00:00.000Z', yes: 7, no: 0 },
      ],
      seenApplications: ['api', 'batch', 'web'],
    });
  });

  it('answers nothing for a flag no SDK reported', async () => {
    expect(await sut.raw('nobody', 48)).toEqual([]);
    expect(await sut.summary('nobody')).toEqual({ lastHourUsage: [], seenApplications: [] });
  });
});
