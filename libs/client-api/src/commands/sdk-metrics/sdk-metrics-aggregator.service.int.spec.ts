import type { CommandBus } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { createProjectionHarness, type ProjectionHarness } from '../../../../../test/support/projection-harness';
import type { FeatureUsage } from '../../queries/feature-usage/feature-usage.service';
import { MAX_STORED_COUNT, MetricsAggregator } from './sdk-metrics-aggregator.service';

const BIGINT_MAX = '9223372036854775807';

/**
 * The flush on real PostgreSQL: one bad item never costs the other callers of the same flush
 * their counts (ADR 0057). Before, the hourly rows were one statement: a sum past bigint's range or
 * a name PostgreSQL cannot store failed it, and every application's counts of those 5 s were lost.
 */
describe('MetricsAggregator flush', () => {
  let h: ProjectionHarness;
  let sut: MetricsAggregator;
  const now = new Date();

  const counts = async (feature: string) =>
    h.rows<{ app_name: string; yes: string; no: string; variants: Record<string, number> }>(
      'SELECT app_name, yes::text, no::text, variants FROM client_metrics_hourly WHERE feature_name = $1 ORDER BY app_name',
      [feature],
    );

  beforeAll(async () => {
    h = await createProjectionHarness();
    // TypeORM's DataSource.query answers rows for SELECT and INSERT, [rows, count] for DELETE; errors keep PostgreSQL's code.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => {
        const result = await h.sql.query(text, params);
        return result.command === 'DELETE' ? [result.rows, result.rowCount] : result.rows;
      },
    } as unknown as DataSource;
    const usage = { invalidate: () => undefined } as unknown as FeatureUsage;
    const commands = { execute: async () => undefined } as unknown as CommandBus;
    sut = new MetricsAggregator(dataSource, { now: () => new Date() }, usage, commands);
  });

  afterAll(async () => {
    await sut.onModuleDestroy();
    await h.close();
  });

  it('saturates a sum at bigint’s maximum and keeps the other rows of the flush', async () => {
    const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
    await h.sql.query(
      `INSERT INTO client_metrics_hourly (feature_name, app_name, environment, hour, yes, no, variants)
       VALUES ('hot', 'old-app', 'development', $1, $2, 0, $3)`,
      [hour, '9223372036854775000', JSON.stringify({ blue: '9223372036854775000' })],
    );
    sut.add('old-app', 'development', now, { hot: { yes: 10_000, no: 2, variants: { blue: 10_000, red: 1 } } });
    sut.add('good-app', 'development', now, { hot: { yes: 3, no: 4, variants: {} }, calm: { yes: 1, no: 0, variants: {} } });
    await sut.flush();
    expect(await counts('hot')).toEqual([
      { app_name: 'good-app', yes: '3', no: '4', variants: {} },
      { app_name: 'old-app', yes: BIGINT_MAX, no: '2', variants: { blue: Number(BIGINT_MAX), red: 1 } },
    ]);
    expect(await counts('calm')).toEqual([{ app_name: 'good-app', yes: '1', no: '0', variants: {} }]);
  });

  it('drops only the row PostgreSQL refuses (a NUL in a name) and writes the rest of the flush', async () => {
    sut.add('good-app', 'development', now, { steady: { yes: 5, no: 1, variants: {} } });
    sut.add('bad\u0000app', 'development', now, { steady: { yes: 1, no: 1, variants: {} } });
    sut.add('good-app', 'development', now, { 'bad\u0000flag': { yes: 1, no: 0, variants: {} } });
    sut.add('other-app', 'development', now, { steady: { yes: 2, no: 0, variants: {} } });
    await sut.flush();
    expect(await counts('steady')).toEqual([
      { app_name: 'good-app', yes: '5', no: '1', variants: {} },
      { app_name: 'other-app', yes: '2', no: '0', variants: {} },
    ]);
  });

  it('saturates in memory instead of losing precision', async () => {
    for (let i = 0; i < 3; i += 1) sut.add('big-app', 'development', now, { huge: { yes: MAX_STORED_COUNT, no: 0, variants: {} } });
    await sut.flush();
    expect(await counts('huge')).toEqual([{ app_name: 'big-app', yes: String(MAX_STORED_COUNT), no: '0', variants: {} }]);
  });
});
