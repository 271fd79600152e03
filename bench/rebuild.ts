import { Pool } from 'pg';
import { PostgresEventStore } from '@pennant/event-store';
import type { DomainEvent, EventMetadata } from '@pennant/events';
import { PROJECTIONS, rebuildProjection, rebuildProjections, type Projection } from '@pennant/projections';
import { createApp } from '../apps/admin-api/src/create-app';
import { HttpClient } from './http-client';
import { benchConfig } from './config';

/**
 * (f) Blue/green rebuild throughput (target: ≥ 20,000 events/s for the full set): 200 flags made
 * through the API, then BENCH_REBUILD_EVENTS (default 50,000) flag events appended in batches
 * (stale on/off, environment on/off), then every projection rebuilt in turn; events/s per
 * projection counts the log positions each rebuild went through, and the total is the log size
 * over the time to rebuild all of them.
 */
export async function benchRebuild(url: string, token: string) {
  const total = Number(process.env.BENCH_REBUILD_EVENTS ?? 50_000);
  const app = await createApp(benchConfig(token), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const client = new HttpClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, token, 1);
  const names = Array.from({ length: 200 }, (_, i) => `rebuild-${i}`);
  for (const name of names)
    if ((await client.send('POST', '/api/admin/projects/default/features', { name })).status !== 201) throw new Error(`create ${name}`);
  client.close();
  const projections = app.get<Projection[]>(PROJECTIONS);

  const pool = new Pool({ connectionString: url, max: 4 });
  const store = new PostgresEventStore(pool, url);
  const metadata: EventMetadata = {
    actor: { id: -42, name: 'bench', kind: 'api-token' },
    correlationId: 'bench',
    causationId: null,
    schemaVersion: 1,
  };
  for (let appended = 0; appended < total;) {
    const name = names[(appended / 100) % names.length];
    const events: DomainEvent[] = Array.from({ length: 100 }, (_, i) => {
      const k = appended + i;
      if (k % 4 === 0) return { type: 'feature-stale-on', data: { project: 'default', featureName: name } } as DomainEvent;
      if (k % 4 === 1) return { type: 'feature-stale-off', data: { project: 'default', featureName: name } } as DomainEvent;
      return {
        type: k % 4 === 2 ? 'feature-environment-enabled' : 'feature-environment-disabled',
        data: { project: 'default', featureName: name, environment: 'development', data: null },
      } as DomainEvent;
    });
    await store.append([{ streamId: `feature-${name}`, expectedVersion: 'any', events }], metadata);
    appended += events.length;
  }
  const head = await store.headPosition();
  const perProjection: Record<string, { eventsPerSecond: number; applied: number; seconds: number }> = {};
  // One projection after another, each with its own pass over the log (`projections rebuild <name>`).
  const started = Date.now();
  for (const projection of projections) {
    const result = await rebuildProjection(pool, store, projection, { batchSize: 2000 });
    perProjection[projection.name] = {
      eventsPerSecond: Math.round(result.position / Math.max(result.seconds, 0.001)),
      applied: result.applied,
      seconds: Math.round(result.seconds * 100) / 100,
    };
  }
  const seconds = (Date.now() - started) / 1000;
  // `projections rebuild --all --parallel N`: the whole set from one pass over the log, its projections split into N
  // lanes that apply each batch concurrently (default 2: the machine has two cores; PostgreSQL does most of the work).
  const onePass = async (lanes: number) => {
    const started = Date.now();
    await rebuildProjections(pool, store, projections, { batchSize: 2000, lanes });
    return (Date.now() - started) / 1000;
  };
  const onePassSeconds = await onePass(1);
  const parallel = Number(process.env.BENCH_REBUILD_PARALLEL ?? 2);
  const parallelSeconds = await onePass(parallel);
  await store.close();
  await pool.end();
  await app.close();
  return {
    logEvents: head,
    projections: projections.length,
    seconds: Math.round(seconds * 10) / 10,
    eventsPerSecondAllProjections: Math.round((head * projections.length) / seconds),
    logEventsPerSecondFullSet: Math.round(head / seconds),
    onePassOneLane: { seconds: Math.round(onePassSeconds * 100) / 100, logEventsPerSecondFullSet: Math.round(head / onePassSeconds) },
    onePassLanes: {
      lanes: parallel,
      seconds: Math.round(parallelSeconds * 10) / 10,
      logEventsPerSecondFullSet: Math.round(head / parallelSeconds),
    },
    perProjection,
    target: 20000,
  };
}
