import { Pool } from 'pg';
import { randomUUID } from 'node:crypto';
import { PostgresEventStore, type StreamAppend } from '@pennant/event-store';
import { PROJECTIONS, rebuildProjections, type Projection } from '@pennant/projections';
import type { DomainEvent, EventMetadata } from '@pennant/events';
import { featureDecider, featureStreamId, type FeatureCommand, type FeatureState } from '@pennant/features';
import { projectDecider, projectStreamIdOf } from '@pennant/projects';
import { tagDecider, tagStreamId } from '@pennant/tags';
import { segmentDecider, segmentStreamId } from '@pennant/segments';
import { favoritesDecider, favoritesStreamId } from '@pennant/dashboards';
import { actorKey, type Actor } from '@pennant/events';
import { familySearches, SEARCH_FAMILIES, type SearchWorld } from './search-requests';
import { builds, startPennant } from './pennant-process';
import { createApp } from '../apps/admin-api/src/create-app';
import type { RequestLoadInput, RequestLoadOutput } from './request-load';
import { summarize } from './stats';
import { runWorker } from './worker';
import { benchConfig } from './config';
import { postgresCpuMs, processCpuMs } from './cpu';

/**
 * (h) The read side at scale: BENCH_SCALE_FEATURES flags (default 10,000
 * and 100,000, one database each) spread over 20 projects, each with a tag, a strategy in
 * development and one in production, enabled in development — decided by the real deciders and
 * appended in bulk — then stale on/off toggles until the log holds 10 events per flag (~1M at
 * 100,000). Since issue 38 also: created by five users in turn, every 4th development strategy
 * with one of 20 segments (every 8th with two), every 25th flag archived, every 200th a favourite
 * of the bench's token, a word of ten in each description. The projections catch up live
 * (timed), then each read runs 16 connections for BENCH_SCALE_MS (after a VACUUM (ANALYZE), as
 * autovacuum would have run). Searches vary their offset per request ({n}), so none is served from
 * the answer cache: the figures are the SQL's. Then each of the spec's filter combinations
 * (bench/search-requests.ts SEARCH_FAMILIES: a different value, sort and page on every request)
 * for BENCH_SCALE_FAMILY_MS at each of BENCH_SCALE_FAMILY_CONCURRENCY (default 1 and 16
 * connections), with p50/p95/p99; BENCH_SCALE_FAMILIES=0 skips them.
 */
const PROJECTS = 20;
const TAGS = 50;
const SEGMENTS = 20;
const USERS = 5;
const WORDS = ['checkout', 'banner', 'search', 'payment', 'login', 'profile', 'cart', 'promo', 'billing', 'onboarding'] as const;
const FAMILY_MS = Number(process.env.BENCH_SCALE_FAMILY_MS ?? 3000);
const FAMILY_CONCURRENCY = (process.env.BENCH_SCALE_FAMILY_CONCURRENCY ?? '1,16').split(',').map(Number);
/** The admin token's actor (bootstrap tokens: the first is `admin`), whose favourites the seed records. */
const TOKEN_ACTOR: Actor = { id: -42, name: 'admin', kind: 'api-token' };
const segmentName = (s: number) => `scale-segment-${s}`;
const EVENTS_PER_FLAG = 10;
const SCALE_MS = Number(process.env.BENCH_SCALE_MS ?? 5000);

const READS = [
  { name: 'searchQuery', path: '/api/admin/search/features?query=scale-12&limit=25&offset={n}', p99TargetMs: { 10000: 25, 100000: 100 } },
  {
    name: 'searchTypeTagSorted',
    path: '/api/admin/search/features?type=IS:experiment&tag=INCLUDE:simple:team-7&sortBy=name&sortOrder=asc&limit=25&offset={n}',
    p99TargetMs: { 10000: 25, 100000: 100 },
  },
  {
    name: 'searchStatus',
    path: '/api/admin/search/features?status=development:enabled&project=IS:scale-3&limit=25&offset={n}',
    p99TargetMs: { 10000: 25, 100000: 100 },
  },
  {
    name: 'searchOverview',
    path: '/api/admin/search/features?project=IS:scale-5&limit=25&sortBy=createdAt&sortOrder=desc&offset={n}',
    p99TargetMs: { 10000: 25, 100000: 100 },
  },
  { name: 'personalDashboard', path: '/api/admin/personal-dashboard', p99TargetMs: { 10000: 30, 100000: 30 } },
  { name: 'personalDashboardProject', path: '/api/admin/personal-dashboard/scale-3', p99TargetMs: { 10000: 30, 100000: 30 } },
  { name: 'events', path: '/api/admin/events', p99TargetMs: { 10000: 15, 100000: 15 } },
  { name: 'featureEvents', path: '/api/admin/events/scale-{n}', p99TargetMs: { 10000: 15, 100000: 15 } },
  { name: 'uiConfig', path: '/api/admin/ui-config', p99TargetMs: { 10000: 15, 100000: 15 } },
] as const;

const METADATA: EventMetadata = {
  actor: { id: -42, name: 'bench', kind: 'api-token' },
  correlationId: 'bench-scale',
  causationId: null,
  schemaVersion: 1,
};

/** One flag's creation as a direct edit would decide it: created, tagged, two strategies, enabled in development. */
function flagEvents(i: number, now: string): DomainEvent[] {
  const name = `scale-${i}`;
  const project = `scale-${i % PROJECTS}`;
  let state: FeatureState = featureDecider.initialState;
  const events: DomainEvent[] = [];
  const decide = (command: FeatureCommand) => {
    const decided = featureDecider.decide(command, state);
    state = decided.reduce(featureDecider.evolve, state);
    events.push(...decided);
  };
  decide({
    kind: 'create',
    name,
    project,
    type: i % 3 === 0 ? 'experiment' : 'release',
    description: `scale flag number ${i} for ${WORDS[i % WORDS.length]}`,
    impressionData: false,
    now,
  });
  decide({ kind: 'update-feature-tags', name, added: [{ type: 'simple', value: `team-${i % TAGS}` }], removed: [] });
  const segmentIds = Array.from({ length: SEGMENTS }, (_, s) => s + 1);
  for (const environment of ['development', 'production']) {
    const segments =
      environment !== 'development' || i % 4 !== 0
        ? []
        : i % 8 === 0
          ? [1 + (i % SEGMENTS), 1 + ((i + 7) % SEGMENTS)]
          : [1 + (i % SEGMENTS)];
    decide({
      kind: 'add-strategy',
      name,
      project,
      environment,
      strategyId: randomUUID(),
      strategy: { name: 'flexibleRollout', parameters: { rollout: String(i % 100), stickiness: 'default', groupId: name }, segments },
      facts: { segmentIds, strategyTypes: ['flexibleRollout'], legalValues: {} },
    });
  }
  decide({
    kind: 'toggle-environment',
    name,
    project,
    environment: 'development',
    enabled: true,
    defaultStrategyId: randomUUID(),
    projectDefaultStrategy: null,
  });
  if (i % 25 === 24) decide({ kind: 'update', name, project, changes: { archived: true }, now });
  return events;
}

/** Who created a batch of flags: five users in turn. */
function creator(batch: number): EventMetadata {
  const id = 1 + (batch % USERS);
  return { ...METADATA, actor: { id, name: `user-${id}`, kind: 'user' } };
}

function scaleWorld(flags: number, firstCreated: number): SearchWorld {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    projects: Array.from({ length: PROJECTS }, (_, p) => `scale-${p}`),
    types: ['experiment', 'release', 'operational'],
    tags: Array.from({ length: TAGS }, (_, t) => ({ type: 'simple', value: `team-${t}` })),
    segments: Array.from({ length: SEGMENTS }, (_, s) => segmentName(s)),
    environments: ['development', 'production'],
    creators: Array.from({ length: USERS }, (_, u) => u + 1),
    // Narrow and broad: a name (~1 %), a number (a few), a description phrase (~11 %), a word (10 %), a tag value (2 %), short ones.
    terms: ['scale-12', '4711', 'number 9', ...WORDS, 'team-7', 'promo,cart', '12', 'ab'],
    createdFrom: day(firstCreated),
    createdTo: day(firstCreated + flags * 1000),
    flags,
  };
}

async function caughtUp(pool: Pool, store: PostgresEventStore): Promise<void> {
  const head = await store.headPosition();
  for (;;) {
    const { rows } = await pool.query<{ p: string }>('SELECT min(position) AS p FROM projection_checkpoints');
    if (Number(rows[0].p) >= head) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function benchScaleOnce(url: string, token: string, concurrency: number, flags: number) {
  // BENCH_SCALE_SEED=rebuild: the log appended with no projection running, then built by a one-pass
  // rebuild (what `projections rebuild --all` runs; several times faster than the live catch-up on a
  // busy machine), and the service started on it. Default: the service runs while the log grows.
  const rebuildSeed = process.env.BENCH_SCALE_SEED === 'rebuild';
  let app = await createApp(benchConfig(token, rebuildSeed ? { RUN_PROJECTIONS: 'false' } : {}), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const pool = new Pool({ connectionString: url, max: 4 });
  const store = new PostgresEventStore(pool, url);
  // Flags created one second apart, oldest first (as a real history would; identical creation
  // times made every createdAt sort a sort of whole projects by name, an artifact).
  const firstCreated = Date.now() - flags * 1000;

  // Projects and tags, then the flags in batches of 200 (one multi-stream append each).
  const started = Date.now();
  const setup: StreamAppend[] = [];
  for (let p = 0; p < PROJECTS; p += 1) {
    const id = `scale-${p}`;
    const events = projectDecider(id).decide(
      {
        kind: 'create',
        data: { id, name: `Scale ${p}`, description: null, mode: 'open', defaultStickiness: 'default' },
        environments: ['development', 'production'],
      },
      projectDecider(id).initialState,
    );
    setup.push({ streamId: projectStreamIdOf(id), expectedVersion: 'no-stream', events });
  }
  for (let t = 0; t < TAGS; t += 1) {
    const tag = { type: 'simple', value: `team-${t}` };
    setup.push({
      streamId: tagStreamId(tag),
      expectedVersion: 'no-stream',
      events: tagDecider.decide({ kind: 'create', tag, typeExists: true, ifMissing: false }, tagDecider.initialState),
    });
  }
  for (let sg = 0; sg < SEGMENTS; sg += 1) {
    const id = sg + 1;
    setup.push({
      streamId: segmentStreamId(id),
      expectedVersion: 'no-stream',
      events: segmentDecider.decide(
        {
          kind: 'create',
          id,
          name: segmentName(sg),
          description: null,
          project: null,
          constraints: [],
          createdBy: 'bench',
          now: new Date(firstCreated).toISOString(),
          nameTaken: false,
          segments: sg,
        },
        segmentDecider.initialState,
      ),
    });
  }
  await store.append(setup, METADATA);
  for (let from = 0; from < flags; from += 200) {
    const batch: StreamAppend[] = [];
    for (let i = from; i < Math.min(flags, from + 200); i += 1)
      batch.push({
        streamId: featureStreamId(`scale-${i}`),
        expectedVersion: 'no-stream',
        events: flagEvents(i, new Date(firstCreated + i * 1000).toISOString()),
      });
    await store.append(batch, creator(from / 200));
  }
  // Favourites of the bench's token: every 200th flag.
  let favorites = favoritesDecider.initialState;
  const favorited: DomainEvent[] = [];
  for (let i = 0; i < flags; i += 200) {
    const decided = favoritesDecider.decide(
      { kind: 'favorite-feature', feature: `scale-${i}`, project: `scale-${i % PROJECTS}`, userId: TOKEN_ACTOR.id, on: true },
      favorites,
    );
    favorites = decided.reduce(favoritesDecider.evolve, favorites);
    favorited.push(...decided);
  }
  await store.append([{ streamId: favoritesStreamId(actorKey(TOKEN_ACTOR)), expectedVersion: 'no-stream', events: favorited }], {
    ...METADATA,
    actor: TOKEN_ACTOR,
  });
  // Stale toggles up to EVENTS_PER_FLAG events per flag, 100 per append on one flag.
  const target = flags * EVENTS_PER_FLAG;
  for (let i = 0; (await store.headPosition()) < target; i += 1) {
    const name = `scale-${(i * 7919) % flags}`;
    const project = `scale-${((i * 7919) % flags) % PROJECTS}`;
    const events = Array.from(
      { length: 100 },
      (_, k): DomainEvent =>
        ({ type: k % 2 === 0 ? 'feature-stale-on' : 'feature-stale-off', data: { project, featureName: name } }) as DomainEvent,
    );
    await store.append([{ streamId: featureStreamId(name), expectedVersion: 'any', events }], METADATA);
  }
  const appendedSeconds = (Date.now() - started) / 1000;
  if (rebuildSeed) {
    const projections = app.get<Projection[]>(PROJECTIONS);
    await app.close();
    await rebuildProjections(pool, store, projections, { batchSize: 2000, lanes: 2 });
    app = await createApp(benchConfig(token), url);
    await app.listen({ port: 0, host: '127.0.0.1' });
  }
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await caughtUp(pool, store);
  const projectedSeconds = (Date.now() - started) / 1000;
  const logEvents = await store.headPosition();
  // Steady state: autovacuum would have vacuumed and analyzed the freshly filled read models by
  // now (the flag tables after 2 % of their rows changed, migration 0270). Without statistics the
  // planner takes 10,000-row tables for empty ones and picks nested loops; without the vacuum the
  // visibility map stays clear after the toggles and counts read the heap instead of an index.
  await pool.query('VACUUM (ANALYZE)');
  // For investigations: keep the data up for EXPLAIN from another shell before the reads run.
  const pauseMs = Number(process.env.BENCH_SCALE_PAUSE_MS ?? 0);
  if (pauseMs > 0) {
    process.stderr.write(`scale data ready at ${url}; pausing ${pauseMs} ms\n`);
    await new Promise((r) => setTimeout(r, pauseMs));
  }

  const reads: Record<string, unknown> = {};
  for (const read of READS) {
    const input: RequestLoadInput = {
      baseUrl,
      token,
      method: 'GET',
      path: read.path,
      expectStatus: 200,
      concurrency,
      warmupMs: 1000,
      durationMs: SCALE_MS,
      discardBodies: true,
    };
    // CPU per request (this process: server + load thread; PostgreSQL): steadier than req/s on a VM whose speed varies.
    let cpu = { node: 0, pg: 0 };
    const run = await runWorker<RequestLoadInput, RequestLoadOutput>('request-load.js', input, {
      before: async () => {
        cpu = { node: processCpuMs(), pg: postgresCpuMs() };
      },
      after: async () => {
        cpu = { node: processCpuMs() - cpu.node, pg: postgresCpuMs() - cpu.pg };
      },
    });
    const summary = summarize(run.latencies, run.elapsedMs);
    const perRequest = (ms: number) => Math.round((ms / Math.max(1, summary.count)) * 100) / 100;
    const p99Target = read.p99TargetMs[flags >= 100000 ? 100000 : 10000];
    reads[read.name] = {
      path: read.path,
      ...summary,
      cpuMsPerRequest: { node: perRequest(cpu.node), postgres: perRequest(cpu.pg) },
      errors: run.errors,
      statuses: run.statuses,
      p99TargetMs: p99Target,
      met: summary.p99Ms < p99Target && run.errors === 0,
    };
  }
  // Other builds (BENCH_SCALE_BUILDS=name=/path/to/dist,…) on the same database, each its own process: the families alternate between them.
  let families: Record<string, unknown> | null = null;
  if (process.env.BENCH_SCALE_FAMILIES !== '0') {
    const others = [];
    for (const build of builds('BENCH_SCALE_BUILDS')) others.push(await startPennant(build.name, build.dist, url, token));
    // BENCH_SCALE_INPROCESS=0: the families on the other builds only (each in its own process).
    const servers = [...(process.env.BENCH_SCALE_INPROCESS === '0' ? [] : [{ name: 'pennant', baseUrl }]), ...others];
    families = await searchFamilies(servers, token, scaleWorld(flags, firstCreated));
    for (const other of others) await other.stop();
  }
  await store.close();
  await pool.end();
  await app.close();
  return {
    flags,
    families,
    logEvents,
    appendSeconds: Math.round(appendedSeconds * 10) / 10,
    seed: rebuildSeed ? 'rebuild' : 'live',
    liveProjectionCatchUpSeconds: Math.round((projectedSeconds - appendedSeconds) * 10) / 10,
    liveProjectionEventsPerSecond: Math.round(logEvents / projectedSeconds),
    reads,
  };
}

/**
 * Each filter combination (SEARCH_FAMILIES) at each concurrency: p50/p95/p99 of requests that all
 * differ; with several servers, each family runs on each in turn (the order alternating).
 */
async function searchFamilies(servers: { name: string; baseUrl: string }[], token: string, world: SearchWorld) {
  const results: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const concurrency of FAMILY_CONCURRENCY) {
    for (const [index, family] of Object.keys(SEARCH_FAMILIES).entries()) {
      for (const server of index % 2 === 0 ? servers : [...servers].reverse()) {
        const input: RequestLoadInput = {
          baseUrl: server.baseUrl,
          token,
          method: 'GET',
          path: '',
          paths: familySearches(family, 38, 2500, world),
          expectStatus: 200,
          concurrency,
          warmupMs: 500,
          durationMs: FAMILY_MS,
          discardBodies: true,
        };
        const run = await runWorker<RequestLoadInput, RequestLoadOutput>('request-load.js', input, {
          before: async () => undefined,
          after: async () => undefined,
        });
        const { count, perSecond, p50Ms, p95Ms, p99Ms, maxMs } = summarize(run.latencies, run.elapsedMs);
        ((results[server.name] ??= {})[`connections${concurrency}`] ??= {})[family] = {
          count,
          perSecond,
          p50Ms,
          p95Ms,
          p99Ms,
          maxMs,
          errors: run.errors,
          under50: p99Ms < 50 && run.errors === 0,
        };
      }
    }
  }
  return results;
}

export async function benchScale(database: (name: string) => Promise<string>, token: string, concurrency: number) {
  const sizes = (process.env.BENCH_SCALE_FEATURES ?? '10000,100000').split(',').map(Number);
  const results = [];
  for (const flags of sizes) results.push(await benchScaleOnce(await database(`bench_scale_${flags}`), token, concurrency, flags));
  return results;
}
