import type { Pool, PoolClient } from 'pg';

/** A series as a flush names it (`index`: its place in the flush). */
export interface SeriesRow {
  index: number;
  environment: string;
  app: string;
  name: string;
  type: 'counter' | 'gauge' | 'histogram';
  labels: Record<string, string>;
  labelKey: string;
  bounds: number[];
  help: string;
}

/** A minute of one series of the flush (`index` names the series). */
export interface MinuteRow {
  index: number;
  minute: string;
  value: number;
  total: number;
  reports: number;
  count: number;
  buckets: number[];
  lastAt: string;
}

export interface SeriesCaps {
  perApplication: number;
  perEnvironment: number;
}

/** Class id of the flush's advisory locks (the two-int key space): one per environment that gains series. */
const NEW_SERIES_LOCK_CLASS = 72616065;
const BIGINT_MAX = '9223372036854775807';

const SERIES_RECORDS = `jsonb_to_recordset($1::jsonb) AS r("index" int, environment text, app text, name text, type text, labels jsonb,
  "labelKey" text, bounds float8[], help text)`;

const FIND_SERIES = `
  SELECT r."index", s.id FROM ${SERIES_RECORDS}
    JOIN impact_metric_series s ON s.environment = r.environment AND s.app_name = r.app AND s.name = r.name AND s.type = r.type
                                AND s.label_key = r."labelKey" AND s.bounds = r.bounds`;

const COUNT_SERIES = `
  SELECT app_name, count(*)::int AS n, sum(count(*)) OVER ()::int AS env_total
    FROM impact_metric_series WHERE environment = $1 GROUP BY app_name`;

const INSERT_SERIES = `
  INSERT INTO impact_metric_series (environment, app_name, name, type, labels, label_key, bounds, help, created_at, last_seen_at)
  SELECT r.environment, r.app, r.name, r.type, r.labels, r."labelKey", r.bounds, r.help, $2, $2 FROM ${SERIES_RECORDS}
  ON CONFLICT DO NOTHING`;

const TOUCH_SERIES = 'UPDATE impact_metric_series SET last_seen_at = greatest(last_seen_at, $2) WHERE id = ANY($1::bigint[])';

const sum = (column: 'count') => `least(s.${column}::numeric + excluded.${column}, ${BIGINT_MAX})::bigint`;

/**
 * A minute's row merged into the stored one. A gauge (reports > 0) keeps the later of the two
 * values and adds to the sum and number of reports; a counter adds its increase; a histogram adds
 * its sum, count and each bucket's count (counts saturate at bigint's maximum).
 */
const WRITE_MINUTES = `
  INSERT INTO impact_metric_samples AS s (series_id, minute, value, total, reports, count, buckets, last_at)
  SELECT r.series_id, r.minute, r.value, r.total, r.reports, r.count, r.buckets, r.last_at
    FROM jsonb_to_recordset($1::jsonb) AS r(series_id bigint, minute timestamptz, value float8, total float8, reports int, count bigint,
                                            buckets bigint[], last_at timestamptz)
  ON CONFLICT (series_id, minute) DO UPDATE SET
    value = CASE WHEN excluded.reports = 0 THEN s.value + excluded.value
                 WHEN excluded.last_at >= s.last_at THEN excluded.value ELSE s.value END,
    total = s.total + excluded.total,
    reports = s.reports + excluded.reports,
    count = ${sum('count')},
    buckets = CASE WHEN cardinality(excluded.buckets) = 0 THEN s.buckets
                   ELSE ARRAY(SELECT least(coalesce(a, 0)::numeric + coalesce(b, 0), ${BIGINT_MAX})::bigint
                                FROM unnest(s.buckets, excluded.buckets) WITH ORDINALITY AS t(a, b, i) ORDER BY i) END,
    last_at = greatest(s.last_at, excluded.last_at)`;

/**
 * Writes one flush of impact metrics in ONE transaction (ADR 0065): the series it names are found
 * or created — new ones only within the caps, counted under an advisory lock per environment so
 * that nodes flushing at once cannot pass them together — touched (last seen now), and their
 * minutes merged. Returns how many series were refused by the caps (their minutes are dropped).
 */
export async function writeFlush(
  pool: Pool,
  series: readonly SeriesRow[],
  minutes: readonly MinuteRow[],
  caps: SeriesCaps,
  now: Date,
): Promise<number> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const ids = await findSeries(client, series);
    const missing = series.filter((s) => !ids.has(s.index));
    let refused = 0;
    if (missing.length > 0) {
      refused = await createWithinCaps(client, missing, caps, now);
      for (const [index, id] of await findSeries(client, missing)) ids.set(index, id);
    }
    await client.query(TOUCH_SERIES, [[...ids.values()], now]);
    const rows = minutes.flatMap((m) => {
      const id = ids.get(m.index);
      return id === undefined
        ? []
        : [
            {
              series_id: id,
              minute: m.minute,
              value: m.value,
              total: m.total,
              reports: m.reports,
              count: m.count,
              buckets: m.buckets,
              last_at: m.lastAt,
            },
          ];
    });
    if (rows.length > 0) await client.query(WRITE_MINUTES, [JSON.stringify(rows)]);
    await client.query('COMMIT');
    return refused;
  } catch (error) {
    await client.query('ROLLBACK').catch((e: Error) => (broken = e));
    throw error;
  } finally {
    client.release(broken);
  }
}

async function findSeries(client: PoolClient, series: readonly SeriesRow[]): Promise<Map<number, string>> {
  const { rows } = await client.query<{ index: number; id: string }>(FIND_SERIES, [JSON.stringify(series)]);
  return new Map(rows.map((r) => [r.index, r.id]));
}

/** Creates the missing series each environment and application still has room for; returns how many had none. */
async function createWithinCaps(client: PoolClient, missing: readonly SeriesRow[], caps: SeriesCaps, now: Date): Promise<number> {
  const byEnvironment = new Map<string, SeriesRow[]>();
  for (const s of missing) byEnvironment.set(s.environment, [...(byEnvironment.get(s.environment) ?? []), s]);
  let refused = 0;
  // Sorted: two flushes take the locks of their environments in the same order (no deadlock).
  for (const environment of [...byEnvironment.keys()].sort()) {
    await client.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [NEW_SERIES_LOCK_CLASS, environment]);
    const { rows } = await client.query<{ app_name: string; n: number; env_total: number }>(COUNT_SERIES, [environment]);
    const perApp = new Map(rows.map((r) => [r.app_name, r.n]));
    let environmentRoom = caps.perEnvironment - (rows[0]?.env_total ?? 0);
    const admitted: SeriesRow[] = [];
    for (const s of byEnvironment.get(environment) ?? []) {
      const appCount = perApp.get(s.app) ?? 0;
      if (environmentRoom <= 0 || appCount >= caps.perApplication) {
        refused += 1;
        continue;
      }
      admitted.push(s);
      perApp.set(s.app, appCount + 1);
      environmentRoom -= 1;
    }
    if (admitted.length > 0) await client.query(INSERT_SERIES, [JSON.stringify(admitted), now]);
  }
  return refused;
}

/** Drops the minutes older than the retention window, and series silent that long (with what is left of theirs). */
export async function pruneImpactMetrics(pool: Pool, before: Date): Promise<{ minutes: number; series: number }> {
  const minutes = await pool.query('DELETE FROM impact_metric_samples WHERE minute < $1', [before]);
  const series = await pool.query('DELETE FROM impact_metric_series WHERE last_seen_at < $1', [before]);
  return { minutes: minutes.rowCount ?? 0, series: series.rowCount ?? 0 };
}
