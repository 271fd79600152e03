import { readFileSync } from 'node:fs';
import { createApp } from '../apps/admin-api/src/create-app';
import { HttpClient } from './http-client';
import type { RequestLoadInput, RequestLoadOutput } from './request-load';
import { forEachConcurrently, summarize, type LatencySummary } from './stats';
import { runWorker } from './worker';
import { benchConfig } from './config';
import { variedSearches, type SearchWorld } from './search-requests';
import { processTreeCpuMs, processTreeCpuSplitMs } from './cpu';
import { builds, startPennant, type PennantProcess } from './pennant-process';
import { cpuProfile, profileSearches, summariseCpuProfile } from './reads-profile';

/**
 * (k) Reads where people wait, side by side (issue 38): the same 2,000 flags seeded through the
 * same HTTP requests into Pennant and — with BENCH_PEER_URL — into a fresh Unleash (its rate
 * limits lifted, bench/RESULTS.md says how it was started), then each scenario at 16 connections
 * for BENCH_READS_MS on each server, alternating (the order flips every round), BENCH_READS_ROUNDS
 * rounds. Ratios are Pennant's requests/s over Unleash's in the same round: the machine's speed
 * varies over minutes, so only ratios taken side by side are compared.
 *
 * Scenarios: `searchVaried` (seeded: a different text, filter, sort and page on every request, the
 * same list for both servers), `searchOverview` (the console's repeated overview query),
 * `featureHistory` (GET /api/admin/events/{featureName} over 100 flags with ~24 events each), the
 * event list, ui-config, SDK features with a client token, and PUT (each a real change).
 */
const FLAGS = 2000;
const HISTORY_FLAGS = 100;
const HISTORY_TOGGLES = 20;
const SEGMENTS = 10;
const TAG_TEAMS = 40;
const TAG_AREAS = 7;
const MS = Number(process.env.BENCH_READS_MS ?? 8000);
const ROUNDS = Number(process.env.BENCH_READS_ROUNDS ?? 3);
const SEED = Number(process.env.BENCH_READS_SEED ?? 38);
const PEER_TOKEN = process.env.BENCH_PEER_TOKEN ?? '*:*.unleash-insecure-admin-api-token';
const TYPES = ['release', 'experiment', 'operational', 'kill-switch', 'permission'] as const;
const WORDS = ['checkout', 'banner', 'search', 'payment', 'login', 'profile', 'cart', 'promo', 'billing', 'onboarding'] as const;
const AREAS = ['web', 'mobile', 'api', 'batch', 'admin', 'partner', 'internal'] as const;

interface Target {
  /** `pennant` (this build, in this process), `unleash`, or another Pennant build (BENCH_READS_BUILDS). */
  name: string;
  /** CPU milliseconds so far of the server (Node) and of the PostgreSQL serving it; `end` reads the server first. */
  cpu: ((end: boolean) => { node: number; pg: number }) | null;
  baseUrl: string;
  token: string;
  clientToken: string;
}

const flagName = (i: number) => `${WORDS[i % WORDS.length]}-${AREAS[i % AREAS.length]}-${i}`;

function ok(what: string, res: { status: number; body: string }): string {
  if (res.status < 200 || res.status > 299) throw new Error(`${what}: ${res.status} ${res.body.slice(0, 300)}`);
  return res.body;
}

/** The same requests to either server: flags, tags, segments on strategies, states, histories, a client token. */
async function seed(target: Omit<Target, 'clientToken'>, concurrency: number): Promise<Target> {
  const client = new HttpClient(target.baseUrl, target.token, concurrency);
  const base = '/api/admin/projects/default/features';
  ok('tag type', await client.send('POST', '/api/admin/tag-types', { name: 'area', description: 'where the flag is used' }));
  const segmentIds: number[] = [];
  for (let s = 0; s < SEGMENTS; s += 1) {
    const body = ok('segment', await client.send('POST', '/api/admin/segments', { name: `segment-${s}`, constraints: [] }));
    segmentIds.push((JSON.parse(body) as { id: number }).id);
  }
  await forEachConcurrently(concurrency, FLAGS, async (i) => {
    const name = flagName(i);
    ok(
      `create ${name}`,
      await client.send('POST', base, {
        name,
        type: TYPES[i % TYPES.length],
        description: `${WORDS[(i * 7) % WORDS.length]} flag for the ${AREAS[(i * 3) % AREAS.length]} team, number ${i}`,
      }),
    );
    ok('tag', await client.send('POST', `/api/admin/features/${name}/tags`, { type: 'simple', value: `team-${i % TAG_TEAMS}` }));
    if (i % 5 === 0)
      ok('tag', await client.send('POST', `/api/admin/features/${name}/tags`, { type: 'area', value: AREAS[i % TAG_AREAS] }));
    if (i % 3 === 0)
      ok(
        'strategy',
        await client.send('POST', `${base}/${name}/environments/development/strategies`, {
          name: 'flexibleRollout',
          parameters: { rollout: String(i % 100), stickiness: 'default', groupId: name },
          segments: i % 6 === 0 ? [segmentIds[i % SEGMENTS], segmentIds[(i + 3) % SEGMENTS]] : [segmentIds[i % SEGMENTS]],
        }),
      );
    if (i % 4 === 0) ok('enable', await client.send('POST', `${base}/${name}/environments/development/on`));
    if (i % 7 === 0) ok('enable', await client.send('POST', `${base}/${name}/environments/production/on`));
  });
  // Histories: the first flags toggled on and off (each toggle one event).
  await forEachConcurrently(concurrency, HISTORY_FLAGS, async (i) => {
    for (let t = 0; t < HISTORY_TOGGLES; t += 1)
      ok('toggle', await client.send('POST', `${base}/${flagName(i)}/environments/production/${t % 2 === 0 ? 'on' : 'off'}`));
  });
  const stale = Array.from({ length: FLAGS }, (_, i) => i)
    .filter((i) => i % 10 === 1)
    .map(flagName);
  ok('stale', await client.send('POST', '/api/admin/projects/default/stale', { features: stale, stale: true }));
  await forEachConcurrently(concurrency, FLAGS, async (i) => {
    if (i % 20 === 19) ok('archive', await client.send('DELETE', `${base}/${flagName(i)}`));
  });
  // Flags of their own for the PUT load, one per connection.
  await forEachConcurrently(concurrency, concurrency, async (w) => {
    ok('put flag', await client.send('POST', base, { name: `reads-put-${w}`, description: 'put' }));
  });
  client.close();
  return { ...target, clientToken: await clientToken(target.baseUrl, target.token) };
}

async function clientToken(baseUrl: string, token: string): Promise<string> {
  const client = new HttpClient(baseUrl, token, 1);
  const body = ok(
    'client token',
    await client.send('POST', '/api/admin/api-tokens', {
      tokenName: 'reads-sdk',
      type: 'client',
      environment: 'development',
      projects: ['*'],
    }),
  );
  client.close();
  return (JSON.parse(body) as { secret: string }).secret;
}

function world(): SearchWorld {
  const today = new Date().toISOString().slice(0, 10);
  return {
    projects: ['default'],
    types: TYPES,
    tags: [
      ...Array.from({ length: TAG_TEAMS }, (_, t) => ({ type: 'simple', value: `team-${t}` })),
      ...AREAS.map((value) => ({ type: 'area', value })),
    ],
    segments: Array.from({ length: SEGMENTS }, (_, s) => `segment-${s}`),
    environments: ['development', 'production'],
    // The admin token's user id in both (Unleash's ADMIN_TOKEN_USER, -42), and ids that created nothing.
    creators: [-42, 1, 2],
    terms: [...WORDS, ...AREAS, 'team', 'number 1', '12', '7', 'check', 'pay', 'team-3', 'flag for'],
    createdFrom: today,
    createdTo: today,
    flags: FLAGS,
  };
}

interface Scenario {
  name: string;
  /** Change something first (one PUT): the answer caches start empty, whatever the runs before left. */
  afterAChange?: boolean;
  input: (t: Target) => Omit<RequestLoadInput, 'concurrency' | 'warmupMs' | 'durationMs'>;
}

function scenarios(paths: string[]): Scenario[] {
  const get = (t: Target, path: string, more: Partial<RequestLoadInput> = {}) => ({
    baseUrl: t.baseUrl,
    token: t.token,
    method: 'GET',
    path,
    expectStatus: 200,
    discardBodies: true,
    ...more,
  });
  return [
    { name: 'searchVaried', afterAChange: true, input: (t) => get(t, '', { paths }) },
    {
      name: 'searchOverview',
      input: (t) =>
        get(t, '/api/admin/search/features?project=IS:default&offset=0&limit=25&sortBy=createdAt&sortOrder=desc&favoritesFirst=true'),
    },
    // The same 100 flags over and over (what the issue measured; a short history may be answered from the cache, as the event list is).
    {
      name: 'featureHistory',
      input: (t) => get(t, '', { paths: Array.from({ length: HISTORY_FLAGS }, (_, i) => `/api/admin/events/${flagName(i)}`) }),
    },
    // Every flag in turn (more than the answer cache holds): each history read from the database.
    {
      name: 'featureHistoryVaried',
      afterAChange: true,
      input: (t) => get(t, '', { paths: Array.from({ length: FLAGS }, (_, i) => `/api/admin/events/${flagName((i * 7) % FLAGS)}`) }),
    },
    { name: 'events', input: (t) => get(t, '/api/admin/events') },
    { name: 'uiConfig', input: (t) => get(t, '/api/admin/ui-config') },
    { name: 'clientFeatures', input: (t) => get(t, '/api/client/features', { token: t.clientToken }) },
    {
      name: 'put',
      input: (t) => ({
        baseUrl: t.baseUrl,
        token: t.token,
        method: 'PUT',
        path: '/api/admin/projects/default/features/reads-put-{worker}',
        body: { description: 'put {seq}', type: 'release' },
        bodyAsIs: true,
        expectStatus: 200,
        discardBodies: true,
      }),
    },
  ];
}

/** With BENCH_CPU_PROFILE=<file>: Pennant's main thread profiled during each of its runs of BENCH_CPU_PROFILE_SCENARIO (default searchVaried). */
const PROFILED = process.env.BENCH_CPU_PROFILE_SCENARIO ?? 'searchVaried';
let cpuProfiles: ReturnType<typeof summariseCpuProfile>[] = [];
let counter: StatementCounter | null = null;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round2 = (n: number) => Math.round(n * 100) / 100;

type RunResult = LatencySummary & {
  errors: number;
  /** The server's CPU per request: its process (Node) and the processes under it (its PostgreSQL). */
  cpuMsPerRequest: number | null;
  nodeCpuMsPerRequest: number | null;
  postgresCpuMsPerRequest: number | null;
  statementsPerRequest: number | null;
};

/**
 * Runs so far per server and scenario: each run of a list starts a block further (PATH_BLOCK), so
 * that no run's answers can be cached for a later one (as long as a run sends fewer requests than a block).
 */
const runsOf = new Map<string, number>();
const PATH_BLOCK = 20_000;

async function load(target: Target, scenario: Scenario, concurrency: number): Promise<RunResult> {
  const nth = runsOf.get(`${target.name} ${scenario.name}`) ?? 0;
  runsOf.set(`${target.name} ${scenario.name}`, nth + 1);
  const input: RequestLoadInput = { ...scenario.input(target), concurrency, warmupMs: 1000, durationMs: MS, pathOffset: nth * PATH_BLOCK };
  if (scenario.afterAChange) {
    const client = new HttpClient(target.baseUrl, target.token, 1);
    ok(
      'change',
      await client.send('PUT', '/api/admin/projects/default/features/reads-put-0', { description: `changed before run ${nth}` }),
    );
    client.close();
  }
  const file = target.name === 'pennant' && scenario.name === PROFILED ? process.env.BENCH_CPU_PROFILE : undefined;
  let cpu = { node: 0, pg: 0 };
  let sent = 0;
  const run = await cpuProfile(file, () =>
    runWorker<RequestLoadInput, RequestLoadOutput>('request-load.js', input, {
      before: async () => {
        cpu = target.cpu?.(false) ?? cpu;
        sent = counter?.count() ?? 0;
        counter?.reset();
      },
      after: async () => {
        const now = target.cpu?.(true) ?? cpu;
        cpu = { node: now.node - cpu.node, pg: now.pg - cpu.pg };
        sent = (counter?.count() ?? 0) - sent;
      },
    }),
  );
  // The in-process server shares this process with the load thread: its CPU is taken out.
  const nodeCpu = target.name === 'pennant' ? cpu.node - run.loadCpuMs : cpu.node;
  const pid = target.cpu;
  if (file) cpuProfiles.push(summariseCpuProfile(JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof summariseCpuProfile>[0]));
  if (run.errors > 0) process.stderr.write(`${target.name} ${scenario.name}: ${run.errors} errors ${JSON.stringify(run.statuses)}\n`);
  const summary = summarize(run.latencies, run.elapsedMs);
  const pennant = target.name === 'pennant';
  if (pennant) {
    process.stderr.write(`statements of ${scenario.name}:\n`);
    counter?.print(summary.count, 8);
  }
  return {
    ...summary,
    errors: run.errors,
    cpuMsPerRequest: pid === null ? null : round2((nodeCpu + cpu.pg) / Math.max(1, summary.count)),
    nodeCpuMsPerRequest: pid === null ? null : round2(nodeCpu / Math.max(1, summary.count)),
    postgresCpuMsPerRequest: pid === null ? null : round2(cpu.pg / Math.max(1, summary.count)),
    statementsPerRequest: pennant ? round2(sent / Math.max(1, summary.count)) : null,
  };
}

/** The statements the server sends (counted in run.ts): per request, and with BENCH_STATEMENTS their texts (stderr). */
export interface StatementCounter {
  count(): number;
  reset(): void;
  print(requests: number, top: number): void;
}

/** Node CPU of `pid` alone and PostgreSQL CPU of the tree under `postgres`, scans of /proc kept outside the window. */
function cpuOf(pid: number, postgres: () => number): (end: boolean) => { node: number; pg: number } {
  return (end) => {
    if (end) {
      const node = processTreeCpuSplitMs(pid, true).own;
      return { node, pg: postgres() };
    }
    const pg = postgres();
    return { node: processTreeCpuSplitMs(pid).own, pg };
  };
}

export async function benchReads(
  url: string,
  token: string,
  concurrency: number,
  statements: StatementCounter,
  /** The embedded PostgreSQL (its server process) and a database on it for another build. */
  postgres: { pid: () => number | null; database: (name: string) => Promise<string> },
) {
  counter = statements;
  const postgresCpu = () => {
    const pid = postgres.pid();
    return pid === null ? 0 : processTreeCpuMs(pid);
  };
  const app = await createApp(benchConfig(token), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const pennantUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const peerUrl = process.env.BENCH_PEER_URL;
  const seedStarted = Date.now();
  const peerPid = process.env.BENCH_PEER_PID ? Number(process.env.BENCH_PEER_PID) : null;
  // BENCH_READS_INPROCESS=0: only the other builds (each in its own process, like Unleash) and Unleash are measured.
  const targets: Target[] =
    process.env.BENCH_READS_INPROCESS === '0'
      ? []
      : [await seed({ name: 'pennant', cpu: cpuOf(process.pid, postgresCpu), baseUrl: pennantUrl, token }, concurrency)];
  // Other builds (BENCH_READS_BUILDS=name=/path/to/dist,…): each its own process and database, seeded the same way.
  const others: PennantProcess[] = [];
  for (const build of builds('BENCH_READS_BUILDS')) {
    const other = await startPennant(build.name, build.dist, await postgres.database(`bench_reads_${build.name}`), token);
    others.push(other);
    targets.push(await seed({ name: build.name, cpu: cpuOf(other.pid, postgresCpu), baseUrl: other.baseUrl, token }, concurrency));
  }
  // BENCH_PEER_SEEDED=1: the peer holds this seed already (an earlier run); for investigations only, results go with a fresh peer.
  const peerCpu =
    peerPid === null
      ? null
      : (end: boolean) => {
          const split = processTreeCpuSplitMs(peerPid, end);
          return { node: split.own, pg: split.under };
        };
  if (peerUrl)
    targets.push(
      process.env.BENCH_PEER_SEEDED
        ? { name: 'unleash', cpu: peerCpu, baseUrl: peerUrl, token: PEER_TOKEN, clientToken: await clientToken(peerUrl, PEER_TOKEN) }
        : await seed({ name: 'unleash', cpu: peerCpu, baseUrl: peerUrl, token: PEER_TOKEN }, concurrency),
    );
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  // More than any run sends (each starts elsewhere in the list): a search is never answered from the cache.
  const paths = variedSearches(SEED, PATH_BLOCK * ROUNDS + 400, world());
  // For investigations: keep both servers up for EXPLAIN and curl from another shell before the loads run.
  const pauseMs = Number(process.env.BENCH_READS_PAUSE_MS ?? 0);
  if (pauseMs > 0) {
    process.stderr.write(`pennant at ${pennantUrl} (database ${url}); pausing ${pauseMs} ms\n`);
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  const profile = process.env.BENCH_READS_PROFILE ? await profileSearches(app, pennantUrl, token, paths.slice(PATH_BLOCK * ROUNDS)) : null;
  cpuProfiles = [];
  const only = process.env.BENCH_READS_SCENARIOS?.split(',');
  const chosen = scenarios(paths).filter((s) => !only || only.includes(s.name));

  const runs: Record<string, Record<string, RunResult[]>> = {};
  for (let r = 0; r < ROUNDS; r += 1) {
    const order = r % 2 === 0 ? targets : [...targets].reverse();
    for (const scenario of chosen)
      for (const target of order) {
        const result = await load(target, scenario, concurrency);
        ((runs[scenario.name] ??= {})[target.name] ??= []).push(result);
      }
  }
  for (const other of others) await other.stop();
  await app.close();

  const results: Record<string, unknown> = {};
  for (const [name, byTarget] of Object.entries(runs)) {
    const unleash = byTarget.unleash ?? [];
    // Per round: requests/s over Unleash's, and Unleash's CPU per request over this build's (steadier on a busy machine).
    const against = (rs: RunResult[]) => {
      const ratios = unleash.map((u, i) => round2(rs[i].perSecond / Math.max(1, u.perSecond)));
      const cpuRatios = unleash.flatMap((u, i) =>
        u.cpuMsPerRequest !== null && rs[i].cpuMsPerRequest ? [round2(u.cpuMsPerRequest / (rs[i].cpuMsPerRequest as number))] : [],
      );
      return ratios.length === 0
        ? null
        : { ratios, medianRatio: median(ratios), cpuRatios, medianCpuRatio: cpuRatios.length > 0 ? median(cpuRatios) : null };
    };
    const side = (rs: RunResult[]) =>
      rs.length === 0
        ? null
        : {
            perSecond: rs.map((x) => x.perSecond),
            p50Ms: rs.map((x) => x.p50Ms),
            p99Ms: rs.map((x) => x.p99Ms),
            cpuMsPerRequest: rs.map((x) => x.cpuMsPerRequest),
            nodeCpuMsPerRequest: rs.map((x) => x.nodeCpuMsPerRequest),
            postgresCpuMsPerRequest: rs.map((x) => x.postgresCpuMsPerRequest),
            statementsPerRequest: rs[0].statementsPerRequest,
            errors: rs.reduce((n, x) => n + x.errors, 0),
          };
    results[name] = Object.fromEntries(
      Object.entries(byTarget).map(([target, rs]) => [target, { ...side(rs), timesUnleash: target === 'unleash' ? null : against(rs) }]),
    );
  }
  return {
    flags: FLAGS,
    seed: SEED,
    variedSearches: paths.length,
    samplePaths: paths.slice(0, 5),
    peer: peerUrl ?? null,
    seedSeconds: Math.round(seedSeconds),
    rounds: ROUNDS,
    secondsPerRun: MS / 1000,
    ...results,
    profile,
    cpuProfiles: cpuProfiles.length > 0 ? cpuProfiles : null,
  };
}
