import '../libs/platform/src/runtime/register-aliases';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { PostgresEventStore } from '@pennant/event-store';
import type { EventMetadata } from '@pennant/events';
import { migrate } from '@pennant/migrations';
import { createApp } from '../apps/admin-api/src/create-app';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../libs/platform/src/database/embedded-postgres';
import { HttpClient } from './http-client';
import type { PutLoadInput, PutLoadOutput } from './put-load';
import type { RequestLoadInput, RequestLoadOutput } from './request-load';
import { closedLoop, forEachConcurrently, summarize } from './stats';
import { runWorker } from './worker';
import { postgresCpuMs, processCpuMs } from './cpu';
import { benchField } from './field';
import { benchSoak } from './soak';
import { benchScale } from './scale';
import { benchTimeTravel } from './time-travel';
import { benchRebuild } from './rebuild';
import { benchClientApi } from './client-api';
import { benchClientStreaming } from './client-streaming';
import { benchConfig } from './config';
import { benchLifecycle } from './lifecycle';
import { benchConsole } from './console';
import { benchRegistry } from './registry';
import { benchSideBySide } from './side-by-side';
import { benchOfrep } from './ofrep';
import { benchReads } from './reads';
import { benchImpact } from './impact';

const CONCURRENCY = 16;
const APPEND_MS = Number(process.env.BENCH_APPEND_MS ?? 5000);
const PUT_MS = Number(process.env.BENCH_PUT_MS ?? 10000);
const SIGNAL_MS = Number(process.env.BENCH_SIGNAL_MS ?? 10000);
const FLAGS = Number(process.env.BENCH_FLAGS ?? 200);
const TOKEN = '*:*.bench-admin-token-0123456789';
/**
 * Counts what the server process sends to PostgreSQL (every pg client, TypeORM's too): a
 * CPU-independent figure of work per request, stable even when the machine is busy. `statements`
 * counts messages, i.e. round trips (the figure reported as statements since round 2);
 * `sqlStatements` counts each statement of a message (a batch's compare-and-sets and COMMIT travel
 * in one message).
 */
let statements = 0;
let sqlStatements = 0;
const byText = new Map<string, number>();
const originalQuery = Client.prototype.query;
Client.prototype.query = function countedQuery(this: Client, ...args: unknown[]) {
  statements += 1;
  const first = args[0] as string | { text?: string };
  const sql = typeof first === 'string' ? first : (first?.text ?? '?');
  sqlStatements += sql.split(';').filter((part) => part.trim().length > 0).length;
  if (process.env.BENCH_STATEMENTS) {
    const text = sql.replace(/\s+/g, ' ').slice(0, 90);
    byText.set(text, (byText.get(text) ?? 0) + 1);
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof Client.prototype.query;

/** With BENCH_STATEMENTS: the statements sent during the measured run, per request, by SQL text (stderr). */
function printStatements(requests: number, top: number): void {
  if (!process.env.BENCH_STATEMENTS) return;
  const rows = [...byText.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [text, n] of rows) process.stderr.write(`${(n / requests).toFixed(2)}  ${text}\n`);
}

/**
 * With BENCH_STATEMENTS: per table, rows updated and how many of those were HOT (heap-only: no
 * index entry written). Whole run, setup included (stderr).
 */
async function printRowUpdates(sql: Pool): Promise<void> {
  if (!process.env.BENCH_STATEMENTS) return;
  await new Promise((r) => setTimeout(r, 1100)); // backends flush their statistics within a second
  const { rows } = await sql.query<{ relname: string; upd: string; hot: string }>(
    'SELECT relname, n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE n_tup_upd > 0 ORDER BY n_tup_upd DESC LIMIT 12',
  );
  for (const r of rows) process.stderr.write(`updates ${r.upd.padStart(8)}  hot ${r.hot.padStart(8)}  ${r.relname}\n`);
}

const METADATA: EventMetadata = {
  actor: { id: -42, name: 'bench', kind: 'api-token' },
  correlationId: 'bench',
  causationId: null,
  schemaVersion: 1,
};

async function database(server: EmbeddedDatabase, name: string): Promise<string> {
  const admin = new Pool({ connectionString: server.url('postgres'), max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  // BENCH_TCP=1 measures over loopback TCP instead of the Unix socket `npm start` uses.
  const url = process.env.BENCH_TCP ? server.url(name) : server.socketUrl(name);
  const pool = new Pool({ connectionString: url, max: 1 });
  await migrate(pool);
  await pool.end();
  return url;
}

/** (a) single-event appends through the store, CONCURRENCY appenders over many streams. */
async function benchAppends(url: string) {
  const pool = new Pool({ connectionString: url, max: CONCURRENCY + 2 });
  const store = new PostgresEventStore(pool, url);
  const append = (worker: number, i: number) =>
    store
      .append(
        [
          {
            streamId: `bench-${worker}-${i % 100}`,
            expectedVersion: 'any',
            events: [{ type: 'strategy-import', data: { data: { worker, i } } }],
          },
        ],
        METADATA,
      )
      .then(() => undefined);
  await closedLoop(CONCURRENCY, 500, append); // warm-up
  const run = await closedLoop(CONCURRENCY, APPEND_MS, append);
  await store.close();
  await pool.end();
  return summarize(run.latencies, run.elapsedMs);
}

/** (b) PUT /api/admin/projects/default/features/{name} through real HTTP; every request flips `stale`. */
async function benchPuts(url: string) {
  const app = await createApp(benchConfig(TOKEN), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const client = new HttpClient(`http://127.0.0.1:${port}`, TOKEN, CONCURRENCY);
  const base = '/api/admin/projects/default/features';
  const names = Array.from({ length: FLAGS }, (_, i) => `bench-flag-${i}`);
  await forEachConcurrently(CONCURRENCY, FLAGS, async (index) => {
    const res = await client.send('POST', base, { name: names[index] });
    if (res.status !== 201) throw new Error(`create ${names[index]}: ${res.status} ${res.body}`);
  });

  // Warm-up, then the measured run, from a worker thread; the event count is read in between.
  const sql = new Pool({ connectionString: url, max: 1 });
  const count = async () => Number((await sql.query('SELECT count(*) AS n FROM es_events')).rows[0].n);
  const idempotencyKeys = process.env.BENCH_IDEMPOTENCY === '1';
  const input: PutLoadInput = {
    baseUrl: `http://127.0.0.1:${port}`,
    token: TOKEN,
    names,
    concurrency: CONCURRENCY,
    warmupMs: 1000,
    durationMs: PUT_MS,
    idempotencyKeys,
  };
  let before = 0;
  let appended = 0;
  let statementsBefore = 0;
  let statementsDuring = 0;
  let sqlBefore = 0;
  let sqlDuring = 0;
  let cpuBefore = { node: 0, pg: 0 };
  let cpu = { node: 0, pg: 0 };
  const run = await runWorker<PutLoadInput, PutLoadOutput>('put-load.js', input, {
    before: async () => {
      before = await count();
      statementsBefore = statements;
      sqlBefore = sqlStatements;
      byText.clear(); // the breakdown covers the measured run only, like statementsPerPut
      cpuBefore = { node: processCpuMs(), pg: postgresCpuMs() };
    },
    after: async () => {
      statementsDuring = statements - statementsBefore;
      sqlDuring = sqlStatements - sqlBefore;
      cpu = { node: processCpuMs() - cpuBefore.node, pg: postgresCpuMs() - cpuBefore.pg };
      appended = (await count()) - before;
    },
  });
  printStatements(run.latencies.length, 25);
  await printRowUpdates(sql);
  await sql.end();
  client.close();
  await app.close();
  const summary = summarize(run.latencies, run.elapsedMs);
  return {
    ...summary,
    idempotencyKeys,
    errors: run.errors,
    eventsAppended: appended,
    statementsPerPut: Math.round((statementsDuring / Math.max(1, summary.count)) * 100) / 100,
    roundTripsPerPut: Math.round((statementsDuring / Math.max(1, summary.count)) * 100) / 100,
    sqlStatementsPerPut: Math.round((sqlDuring / Math.max(1, summary.count)) * 100) / 100,
    // CPU per request: this process (server + load thread) and PostgreSQL; steadier than req/s on a busy machine.
    cpuMsPerPut: {
      node: Math.round((cpu.node / Math.max(1, summary.count)) * 100) / 100,
      postgres: Math.round((cpu.pg / Math.max(1, summary.count)) * 100) / 100,
    },
  };
}

/**
 * (c) signal intake: `POST /api/signal-endpoint/{name}` with the endpoint's bearer token, rate
 * limit raised, 16 connections; each accepted signal is stored durably before the answer
 * (checked: `signalsStored` = `count`).
 */
async function benchSignals(url: string) {
  const app = await createApp(benchConfig(TOKEN, { SIGNAL_RATE_LIMIT_PER_SECOND: '100000' }), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = new HttpClient(baseUrl, TOKEN, 1);
  const endpoint = await admin.send('POST', '/api/admin/signal-endpoints', { name: 'bench-hook' });
  if (endpoint.status !== 201) throw new Error(`create signal endpoint: ${endpoint.status} ${endpoint.body}`);
  const token = await admin.send('POST', `/api/admin/signal-endpoints/${(JSON.parse(endpoint.body) as { id: number }).id}/tokens`, {
    name: 'bench',
  });
  if (token.status !== 201) throw new Error(`create signal token: ${token.status} ${token.body}`);
  admin.close();
  const sql = new Pool({ connectionString: url, max: 1 });
  const count = async () => Number((await sql.query('SELECT count(*) AS n FROM signals')).rows[0].n);
  let before = 0;
  let stored = 0;
  let statementsBefore = 0;
  let statementsDuring = 0;
  const input: RequestLoadInput = {
    baseUrl,
    token: `Bearer ${(JSON.parse(token.body) as { token: string }).token}`,
    method: 'POST',
    path: '/api/signal-endpoint/bench-hook',
    body: { source: 'bench', deployment: 'done', tags: ['a', 'b'] },
    expectStatus: 200,
    concurrency: CONCURRENCY,
    warmupMs: 1000,
    durationMs: SIGNAL_MS,
  };
  const run = await runWorker<RequestLoadInput, RequestLoadOutput>('request-load.js', input, {
    before: async () => {
      before = await count();
      statementsBefore = statements;
      byText.clear(); // the breakdown covers the measured run only, like statementsPerPut
    },
    after: async () => {
      statementsDuring = statements - statementsBefore;
      stored = (await count()) - before;
    },
  });
  await sql.end();
  await app.close();
  const summary = summarize(run.latencies, run.elapsedMs);
  printStatements(run.latencies.length, 12);
  return {
    ...summary,
    errors: run.errors,
    statuses: run.statuses,
    signalsStored: stored,
    statementsPerSignal: Math.round((statementsDuring / Math.max(1, summary.count)) * 100) / 100,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pennant-bench-pg-'));
  const server = await startEmbeddedPostgres({ dataDir, durable: true });
  try {
    const only = process.env.BENCH_ONLY;
    const appends = only && only !== 'appends' ? null : await benchAppends(await database(server, 'bench_append'));
    const puts = only && only !== 'put' ? null : await benchPuts(await database(server, 'bench_http'));
    const signals = only && only !== 'signals' ? null : await benchSignals(await database(server, 'bench_signals'));
    const field = only && only !== 'field' ? null : await benchField(await database(server, 'bench_field'), TOKEN, CONCURRENCY);
    const timeTravel =
      only && only !== 'timeTravel' ? null : await benchTimeTravel(await database(server, 'bench_travel'), TOKEN, CONCURRENCY);
    const rebuild = only && only !== 'rebuild' ? null : await benchRebuild(await database(server, 'bench_rebuild'), TOKEN);
    const clientApi = only && only !== 'client' ? null : await benchClientApi(await database(server, 'bench_client'), TOKEN, CONCURRENCY);
    const consoleUi = only && only !== 'console' ? null : await benchConsole(await database(server, 'bench_console'), TOKEN, CONCURRENCY);
    // Tag creation vs. existing tags: tags in their own streams, then as an upgraded log holds them (the old registry stream).
    const registry =
      only && only !== 'registry'
        ? null
        : {
            items: await benchRegistry(await database(server, 'bench_registry'), TOKEN, CONCURRENCY, 'items', () => statements),
            legacyLayout: await benchRegistry(
              await database(server, 'bench_registry_legacy'),
              TOKEN,
              CONCURRENCY,
              'legacy',
              () => statements,
            ),
          };
    const clientStreaming =
      only && only !== 'streaming' ? null : await benchClientStreaming(await database(server, 'bench_streaming'), TOKEN, CONCURRENCY);
    const ofrep = only && only !== 'ofrep' ? null : await benchOfrep(await database(server, 'bench_ofrep'), TOKEN, CONCURRENCY);
    // The soak runs only when asked for (10 minutes by default): `npm run bench:soak`.
    const soak = only === 'soak' ? await benchSoak(await database(server, 'bench_soak'), TOKEN, CONCURRENCY) : null;
    // The read side at 10,000 and 100,000 flags (~1M events) runs only when asked for: `npm run bench:scale`.
    const scale = only === 'scale' ? await benchScale((name) => database(server, name), TOKEN, CONCURRENCY) : null;
    // Reads where people wait, side by side with an Unleash at BENCH_PEER_URL when given: `npm run bench:reads`.
    const reads =
      only === 'reads'
        ? await benchReads(
            await database(server, 'bench_reads'),
            TOKEN,
            CONCURRENCY,
            {
              count: () => statements,
              reset: () => byText.clear(),
              print: printStatements,
            },
            { pid: () => server.pid(), database: (name) => database(server, name) },
          )
        : null;
    // Impact-metric intake from an SDK fleet, and the admin reads' latency with and without it: `npm run bench:impact`.
    const impact = only === 'impact' ? await benchImpact(await database(server, 'bench_impact'), TOKEN) : null;
    // Kill -9 and SIGTERM of the built service on its embedded database, only when asked for: `BENCH_ONLY=lifecycle`.
    const lifecycle = only === 'lifecycle' ? await benchLifecycle(TOKEN) : null;
    // Pennant builds and the Unleash peer, each a fresh process, in alternating rounds: `BENCH_ONLY=side-by-side` (side-by-side.ts).
    const sideBySide = only === 'side-by-side' ? await benchSideBySide() : null;
    const cpuModel = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpus()[0]?.model ?? 'unknown';
    const result = {
      machine: { nproc: cpus().length, cpu: cpuModel, node: process.version, postgres: 'embedded, fsync on' },
      concurrency: CONCURRENCY,
      appends: appends && { ...appends, target: 2000, ratio: Math.round((appends.perSecond / 2000) * 100) / 100 },
      put: puts && { ...puts, flags: FLAGS, target: 800, ratio: Math.round((puts.perSecond / 800) * 100) / 100, p99TargetMs: 50 },
      field,
      timeTravel,
      rebuild,
      clientApi,
      console: consoleUi,
      registry,
      clientStreaming,
      ofrep,
      soak,
      scale,
      reads,
      impact,
      lifecycle,
      sideBySide,
      signals: signals && { ...signals, target: 1000, ratio: Math.round((signals.perSecond / 1000) * 100) / 100, p99TargetMs: 30 },
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
