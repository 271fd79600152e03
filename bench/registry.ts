import { Pool } from 'pg';
import { PostgresEventStore, type StreamAppend } from '@pennant/event-store';
import type { DomainEvent, EventMetadata } from '@pennant/events';
import { ProjectionRuntime } from '@pennant/projections';
import { createApp } from '../apps/admin-api/src/create-app';
import { HttpClient } from './http-client';
import { closedLoop, summarize } from './stats';
import { benchConfig } from './config';
import { processCpuMs } from './cpu';

const LEVELS = [0, 1000, 5000, 10000];
const SEQUENTIAL = Number(process.env.BENCH_REGISTRY_CREATES ?? 200);
const PARALLEL_MS = Number(process.env.BENCH_REGISTRY_PARALLEL_MS ?? 2000);
const SEED_BATCH = 500;
const round = (n: number): number => Math.round(n * 100) / 100;
const METADATA: EventMetadata = {
  actor: { id: -42, name: 'bench', kind: 'api-token' },
  correlationId: 'bench',
  causationId: null,
  schemaVersion: 1,
};

/**
 * `items` (default): every seeded tag in its own stream, as Pennant writes them since ADR 0031.
 * `legacy`: all in the old `tag-registry` stream, as a log written before — what the build before
 * ADR 0031 reads, so this file also measures that build (A/B), and what an upgraded log holds.
 */
type Layout = 'items' | 'legacy';
const tagStream = (value: string): string => `tag-simple:${value}`; // tagStreamId({type: 'simple', value}), spelled out so that older builds run this file too

async function seed(store: PostgresEventStore, layout: Layout, from: number, to: number): Promise<void> {
  for (let start = from; start < to; start += SEED_BATCH) {
    const values = Array.from({ length: Math.min(SEED_BATCH, to - start) }, (_, i) => `seed-${start + i}`);
    const event = (value: string): DomainEvent => ({ type: 'tag-created', data: { data: { type: 'simple', value } } });
    const appends: StreamAppend[] =
      layout === 'items'
        ? values.map((value) => ({ streamId: tagStream(value), expectedVersion: 'no-stream', events: [event(value)] }))
        : [{ streamId: 'tag-registry', expectedVersion: 'any', events: values.map(event) }];
    await store.append(appends, METADATA);
  }
}

/** A service on the bench database, listening, with a keep-alive client. */
async function start(url: string, token: string, concurrency: number) {
  const app = await createApp(benchConfig(token), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const client = new HttpClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, token, concurrency);
  return { app, client };
}

/**
 * Tag creation (`POST /api/admin/tags`) as the number of existing tags grows (the tag
 * registry copied its whole map per event and every create contended with every other). At each
 * level the existing tags are appended straight to the store and a fresh service is started on
 * the database (cold caches: its first create is timed apart — an upgraded log's old registry
 * stream is read then), then `SEQUENTIAL` creates on one connection (p50/p99, statements and CPU
 * per create), then `concurrency` connections for `PARALLEL_MS` (p50/p99, 409s and other
 * failures — counted, not fatal: the build before ADR 0031 has plenty).
 */
export async function benchRegistry(
  url: string,
  token: string,
  concurrency: number,
  layout: Layout = (process.env.BENCH_TAG_LAYOUT as Layout | undefined) ?? 'items',
  statements: () => number = () => 0,
) {
  const pool = new Pool({ connectionString: url, max: 2 });
  const store = new PostgresEventStore(pool, url);
  let created = 0;
  const failed = { conflicts409: 0, otherErrors: 0 };
  const levels = [];
  let seeded = 0;
  for (const level of LEVELS) {
    await seed(store, layout, seeded, level);
    seeded = level;
    const { app, client } = await start(url, token, concurrency);
    const create = async (): Promise<void> => {
      const value = `bench-${(created += 1)}`;
      const res = await client.send('POST', '/api/admin/tags', { type: 'simple', value });
      if (res.status === 409) failed.conflicts409 += 1;
      else if (res.status !== 201) failed.otherErrors += 1;
    };
    if (!(await app.get(ProjectionRuntime).waitFor(await store.headPosition(), ['tag-created'], 120_000)))
      throw new Error('tags projection did not catch up with the seed');
    const t0 = performance.now();
    await create();
    const firstMs = round(performance.now() - t0);
    const latencies: number[] = [];
    const [statementsBefore, cpuBefore] = [statements(), processCpuMs()];
    const started = performance.now();
    for (let i = 0; i < SEQUENTIAL; i += 1) {
      const t = performance.now();
      await create();
      latencies.push(performance.now() - t);
    }
    // Per create on one connection, steadier than latency on a busy machine: statements sent to
    // PostgreSQL and CPU ms of this process (server and load loop).
    const perCreate = {
      statementsPerCreate: round((statements() - statementsBefore) / SEQUENTIAL),
      nodeCpuMsPerCreate: round((processCpuMs() - cpuBefore) / SEQUENTIAL),
    };
    const sequential = { ...summarize(latencies, performance.now() - started), ...perCreate, ...failed };
    Object.assign(failed, { conflicts409: 0, otherErrors: 0 });
    const parallel = await closedLoop(concurrency, PARALLEL_MS, () => create());
    const measured = {
      existingTags: level,
      firstCreateMs: firstMs,
      oneConnection: sequential,
      [`connections${concurrency}`]: { ...summarize(parallel.latencies, parallel.elapsedMs), ...failed },
    };
    levels.push(measured);
    process.stderr.write(`registry (${layout}) ${JSON.stringify(measured)}\n`);
    Object.assign(failed, { conflicts409: 0, otherErrors: 0 });
    client.close();
    await app.close();
  }
  await store.close();
  await pool.end();
  return { layout, levels };
}
