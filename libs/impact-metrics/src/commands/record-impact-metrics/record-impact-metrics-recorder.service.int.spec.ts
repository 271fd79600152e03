import { loadConfig } from '@pennant/platform';
import { createProjectionHarness, type ProjectionHarness } from '../../../../../test/support/projection-harness';
import type { ReportedMetric } from '../../model/impact-report.schema';
import { ImpactMetricReads, observeWindow } from '../../queries/impact-metric-reads.store';
import { ImpactMetricsRecorder } from './record-impact-metrics-recorder.service';

const MINUTE = 60_000;
const T0 = new Date(Math.floor(Date.now() / MINUTE) * MINUTE - 10 * MINUTE);
const at = (ms: number) => new Date(T0.getTime() + ms);

const counter = (value: number, labels: Record<string, string> = {}, name = 'errors'): ReportedMetric => ({
  name,
  help: 'Errors',
  type: 'counter',
  samples: [{ labels, value }],
});

/**
 * The intake of impact metrics on real PostgreSQL (ADR 0065): minutes merged per series across
 * flushes and nodes, the series caps per application and environment (one application's labels
 * never cost another its series), and pruning after the retention window.
 */
describe('ImpactMetricsRecorder', () => {
  let h: ProjectionHarness;
  let clock: Date;
  const recorders: ImpactMetricsRecorder[] = [];
  const recorder = (env: Record<string, string> = {}) => {
    const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
    const sut = new ImpactMetricsRecorder(h.sql, config, { now: () => clock });
    recorders.push(sut);
    return sut;
  };
  const to =
    (app: string, environment = 'production') =>
    () => ({ app, environment });
  const series = (app: string) =>
    h.rows<{ name: string; labels: Record<string, string> }>(
      'SELECT name, labels FROM impact_metric_series WHERE app_name = $1 ORDER BY id',
      [app],
    );

  beforeAll(async () => {
    h = await createProjectionHarness();
    clock = at(0);
  });
  afterAll(async () => {
    for (const r of recorders) await r.onModuleDestroy();
    await h.close();
  });

  it('sums a counter per series and minute, across flushes and across nodes, without the appName and environment labels', async () => {
    const a = recorder();
    const b = recorder();
    const labels = { appName: 'shop', environment: 'production', checkout: 'enabled' };
    a.record([counter(2, labels)], to('shop'), at(5_000));
    b.record([counter(3, { checkout: 'enabled', appName: 'shop' })], to('shop'), at(30_000));
    await Promise.all([a.flush(), b.flush()]);
    a.record([counter(4, labels)], to('shop'), at(50_000));
    a.record([counter(7, labels)], to('shop'), at(MINUTE + 1_000));
    await a.flush();
    expect(await series('shop')).toEqual([{ name: 'errors', labels: { checkout: 'enabled' } }]);
    const minutes = await h.rows<{ minute: Date; value: number }>(
      `SELECT m.minute, m.value FROM impact_metric_samples m JOIN impact_metric_series s ON s.id = m.series_id
        WHERE s.app_name = 'shop' ORDER BY m.minute`,
    );
    expect(minutes.map((m) => [m.minute.getTime() - T0.getTime(), m.value])).toEqual([
      [0, 9],
      [MINUTE, 7],
    ]);
    const reads = new ImpactMetricReads(h.sql);
    const read = { environment: 'production', metric: 'errors', labels: { checkout: 'enabled' }, appName: null };
    expect(await observeWindow(reads, { ...read, aggregation: 'increase', from: at(0), to: at(2 * MINUTE) })).toBe(16);
    expect(await observeWindow(reads, { ...read, aggregation: 'rate', from: at(0), to: at(2 * MINUTE) })).toBeCloseTo(16 / 120);
    expect(
      await observeWindow(reads, { ...read, labels: { checkout: 'disabled' }, aggregation: 'rate', from: at(0), to: at(2 * MINUTE) }),
    ).toBeNull();
  });

  it('keeps a gauge’s latest value and the average of every value; a histogram’s summed buckets', async () => {
    const sut = recorder();
    const gauge = (value: number): ReportedMetric => ({ name: 'queue', help: 'Queue', type: 'gauge', samples: [{ labels: {}, value }] });
    sut.record([gauge(10)], to('worker'), at(1_000));
    sut.record([gauge(4)], to('worker'), at(20_000));
    const histogram = (counts: number[], count: number, sum: number): ReportedMetric => ({
      name: 'latency',
      help: 'Latency',
      type: 'histogram',
      samples: [{ labels: {}, count, sum, bounds: [0.1, 1], counts }],
    });
    sut.record([histogram([5, 9], 10, 2)], to('worker'), at(2_000));
    await sut.flush();
    sut.record([gauge(1)], to('worker'), at(40_000));
    sut.record([histogram([0, 0], 10, 50)], to('worker'), at(41_000));
    await sut.flush();
    const reads = new ImpactMetricReads(h.sql);
    const read = { environment: 'production', labels: {}, appName: 'worker', from: at(0), to: at(MINUTE) };
    expect(await observeWindow(reads, { ...read, metric: 'queue', aggregation: 'last' })).toBe(1);
    expect(await observeWindow(reads, { ...read, metric: 'queue', aggregation: 'avg' })).toBe(5);
    // 20 observations: 5 ≤ 0.1, 9 ≤ 1, 20 in all (11 above 1): the median lies above every finite bound.
    expect(await observeWindow(reads, { ...read, metric: 'latency', aggregation: 'p50' })).toBe(1);
    expect(await observeWindow(reads, { ...read, metric: 'latency', aggregation: 'p50', from: at(-MINUTE), to: at(0) })).toBeNull();
  });

  it('keeps at most IMPACT_METRICS_SERIES_PER_APPLICATION series per application: its new ones are dropped, other applications keep theirs', async () => {
    const sut = recorder({ IMPACT_METRICS_SERIES_PER_APPLICATION: '3' });
    const noisy = Array.from({ length: 5 }, (_, i) => counter(1, { user: `u${i}` }, 'clicks'));
    sut.record([counter(1, {}, 'clicks')], to('calm'), at(3_000));
    sut.record(noisy, to('noisy'), at(3_000));
    await sut.flush();
    expect(await series('noisy')).toHaveLength(3);
    sut.record([counter(1, { user: 'u0' }, 'clicks'), counter(1, { user: 'u9' }, 'clicks')], to('noisy'), at(4_000));
    sut.record([counter(1, { page: 'home' }, 'clicks')], to('calm'), at(4_000));
    await sut.flush();
    // A known series still records; a new one past the cap does not; another application is not affected.
    expect((await series('noisy')).map((s) => s.labels.user)).toEqual(['u0', 'u1', 'u2']);
    const [{ value }] = await h.rows<{ value: number }>(
      `SELECT sum(m.value) AS value FROM impact_metric_samples m JOIN impact_metric_series s ON s.id = m.series_id
        WHERE s.app_name = 'noisy' AND s.labels = '{"user":"u0"}'`,
    );
    expect(value).toBe(2);
    expect(await series('calm')).toHaveLength(2);
  });

  it('keeps at most IMPACT_METRICS_SERIES_PER_ENVIRONMENT series per environment', async () => {
    const sut = recorder({ IMPACT_METRICS_SERIES_PER_ENVIRONMENT: '2' });
    sut.record([counter(1, {}, 'a'), counter(1, {}, 'b'), counter(1, {}, 'c')], to('app-1', 'staging'), at(6_000));
    await sut.flush();
    sut.record([counter(1, {}, 'a')], to('app-2', 'staging'), at(7_000));
    await sut.flush();
    const [{ n }] = await h.rows<{ n: number }>("SELECT count(*)::int AS n FROM impact_metric_series WHERE environment = 'staging'");
    expect(n).toBe(2);
  });

  it('prunes minutes older than the retention window, and series silent as long', async () => {
    const sut = recorder({ IMPACT_METRICS_RETENTION_HOURS: '1' });
    sut.record([counter(1, {}, 'old')], to('pruned'), at(0));
    await sut.flush();
    const pruned = await sut.prune(new Date(T0.getTime() + 2 * 3_600_000));
    expect(pruned.series).toBeGreaterThan(0);
    expect(await series('pruned')).toEqual([]);
    const [{ n }] = await h.rows<{ n: number }>('SELECT count(*)::int AS n FROM impact_metric_samples');
    expect(n).toBe(0);
  });
});
