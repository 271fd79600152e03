import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ClientDeltaHub } from '@pennant/client-api';
import { createApp } from '../apps/admin-api/src/create-app';
import { benchConfig } from './config';
import { HttpClient } from './http-client';
import type { RequestLoadInput, RequestLoadOutput } from './request-load';
import { Fleet } from './sdk-fleet-client';
import { forEachConcurrently, summarize } from './stats';
import { runWorker } from './worker';

/**
 * (h) How fast a toggle reaches running SDKs. 1,000 flags; a fleet of official
 * `unleash-client` SDKs (a child process, 200 by default) in streaming mode; toggles one after the
 * other, each timed from the moment its HTTP answer arrives to each SDK's `changed` event showing
 * it. Also: bytes written per change per SDK, the server's memory per open stream, the same
 * fleet polling full answers at the SDK's default 15 s, and the delta endpoint's throughput next
 * to GET /api/client/features.
 */
const FLAGS = 1000;
const now = () => performance.timeOrigin + performance.now();
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function quantiles(values: number[]) {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => (sorted.length === 0 ? 0 : round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]));
  return {
    count: sorted.length,
    p50Ms: at(0.5),
    p90Ms: at(0.9),
    p99Ms: at(0.99),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    minMs: round(sorted[0] ?? 0),
  };
}

/** The bench process's own collector (it hosts the server): `global.gc` without a command-line flag. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Flips flags one at a time (spaced by `gapMs`, or each once every SDK saw the previous), returning per-toggle answer times. */
async function toggles(admin: HttpClient, fleet: Fleet, count: number, state: Map<string, boolean>, offset: number, gapMs: number | null) {
  const answeredAt: number[] = [];
  const seen: Promise<boolean>[] = [];
  let missed = 0;
  for (let i = 0; i < count; i += 1) {
    const name = `stream-flag-${(offset + i) % FLAGS}`;
    const enabled = !state.get(name);
    state.set(name, enabled);
    await fleet.expect(i, name, enabled);
    const waitSeen = fleet.seen(i, gapMs === null ? 10_000 : 60_000);
    const res = await admin.send('POST', `/api/admin/projects/default/features/${name}/environments/development/${enabled ? 'on' : 'off'}`);
    answeredAt[i] = now();
    if (res.status !== 200) throw new Error(`toggle ${name}: ${res.status} ${res.body}`);
    if (gapMs === null) {
      if (!(await waitSeen)) missed += 1;
    } else {
      seen.push(waitSeen);
      await new Promise((r) => setTimeout(r, gapMs));
    }
  }
  missed += (await Promise.all(seen)).filter((s) => !s).length;
  const report = await fleet.times();
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) for (const t of report.times[i] ?? []) latencies.push(t - answeredAt[i]);
  return { latencies, missed, modes: report.modes };
}

async function createFlags(baseUrl: string, token: string): Promise<void> {
  const admin = new HttpClient(baseUrl, token, 16);
  await forEachConcurrently(16, FLAGS, async (i) => {
    const name = `stream-flag-${i}`;
    if ((await admin.send('POST', '/api/admin/projects/default/features', { name })).status !== 201) throw new Error(`create ${name}`);
    const strategy = await admin.send('POST', `/api/admin/projects/default/features/${name}/environments/development/strategies`, {
      name: 'flexibleRollout',
      parameters: { rollout: '100', stickiness: 'default', groupId: name },
      constraints: [{ contextName: 'userId', operator: 'IN', values: [`u${i}`, `v${i}`] }],
    });
    if (strategy.status !== 200) throw new Error(`strategy ${name}`);
  });
  admin.close();
}

async function clientToken(baseUrl: string, token: string): Promise<string> {
  const admin = new HttpClient(baseUrl, token, 1);
  const created = await admin.send('POST', '/api/admin/api-tokens', {
    tokenName: 'bench-streaming',
    type: 'client',
    environment: 'development',
    projects: ['*'],
  });
  admin.close();
  return (JSON.parse(created.body) as { secret: string }).secret;
}

export async function benchClientStreaming(url: string, token: string, concurrency: number) {
  const sdkCount = Number(process.env.BENCH_STREAMING_SDKS ?? 200);
  const toggleCount = Number(process.env.BENCH_STREAMING_TOGGLES ?? 500);
  const pollingToggles = Number(process.env.BENCH_POLLING_TOGGLES ?? 20);
  const gc = collector();
  const state = new Map<string, boolean>();

  // 1. Streaming: 200 SDKs, toggles one after the other.
  let app = await createApp(benchConfig(token, { CLIENT_STREAMING_MAX_CONNECTIONS: String(sdkCount + 100) }), url);
  let baseUrl = await listen(app);
  await createFlags(baseUrl, token);
  const secret = await clientToken(baseUrl, token);
  const probe = new HttpClient(baseUrl, secret, 1);
  const full = await probe.send('GET', '/api/client/features');
  probe.close();
  const fullBytes = Buffer.byteLength(full.body);
  const fullGzipBytes = gzipSync(full.body, { level: 6 }).length;
  const admin = new HttpClient(baseUrl, token, 1);
  const hub = app.get(ClientDeltaHub);
  // What every stream shares is made before measuring: the snapshot and the serialised hydration.
  const warm = new HttpClient(baseUrl, secret, 1);
  await warm.send('GET', '/api/client/delta', undefined, { 'unleash-client-spec': '5.2.0' });
  warm.close();
  await new Promise((r) => setTimeout(r, 1000));
  const settle = async () => {
    await new Promise((r) => setTimeout(r, 2000)); // sockets drained, hydration buffers released
    gc();
    return process.memoryUsage();
  };
  const before = await settle();
  const startFleet = async () => {
    const f = new Fleet(sdkCount);
    const startMs = await f.start({ url: `${baseUrl}/api/`, token: secret, mode: { type: 'streaming' }, refreshInterval: 15_000 });
    return { fleet: f, startMs };
  };
  // Memory: a first fleet grows the allocator (200 hydrations of ~430 kB in flight in waves of
  // 20); closed and opened again, the second fleet shows what an open stream keeps.
  let { fleet } = await startFleet();
  const first = await settle();
  await fleet.stop();
  const closed = await settle();
  const started = await startFleet();
  fleet = started.fleet;
  const fleetStartMs = started.startMs;
  const after = await settle();
  // Server side: from each change's append to its frames written to the 200 sockets (one observation per delivery).
  const serverLags: number[] = [];
  hub.useMetrics({ frame: () => undefined, propagated: (seconds) => serverLags.push(seconds * 1000) });
  const open = hub.stats().open;
  const bytesBefore = hub.stats().frameBytes;
  const framesBefore = hub.stats().frames;
  const streamed = await toggles(admin, fleet, toggleCount, state, 0, null);
  const stats = hub.stats();
  await fleet.stop();
  admin.close();
  await app.close();
  const streaming = {
    sdks: sdkCount,
    openStreams: open,
    fleetProcesses: Math.max(1, Math.min(sdkCount, Number(process.env.BENCH_FLEET_PROCESSES ?? 4))),
    fleetStartMs: round(fleetStartMs, 0),
    toggles: toggleCount,
    missedToggles: streamed.missed,
    sdkModesAtEnd: streamed.modes,
    propagation: { ...quantiles(streamed.latencies), goalP99Ms: 250 },
    serverAppendToWrite: quantiles(serverLags),
    bytesPerChangePerSdk: round((stats.frameBytes - bytesBefore) / Math.max(1, toggleCount * sdkCount), 1),
    framesPerChangePerSdk: round((stats.frames - framesBefore) / Math.max(1, toggleCount * sdkCount), 3),
    fullAnswerBytes: { identity: fullBytes, gzip: fullGzipBytes },
    memoryPerStream: {
      heapBytes: Math.round((after.heapUsed - closed.heapUsed) / Math.max(1, open)),
      externalBytes: Math.round((after.external - closed.external) / Math.max(1, open)),
      rssBytes: Math.round((after.rss - closed.rss) / Math.max(1, open)),
      rssBytesFirstOpening: Math.round((first.rss - before.rss) / Math.max(1, open)),
      goalBytes: 50 * 1024,
    },
  };

  // 2. The same fleet polling full answers at the SDK's default interval (streaming off: no hint).
  app = await createApp(benchConfig(token, { CLIENT_STREAMING: 'false' }), url);
  baseUrl = await listen(app);
  const pollAdmin = new HttpClient(baseUrl, token, 1);
  fleet = new Fleet(sdkCount);
  await fleet.start({ url: `${baseUrl}/api/`, token: secret, mode: { type: 'polling', format: 'full' }, refreshInterval: 15_000 });
  // Toggles spread over one interval: each waits for the next poll of every SDK.
  const polled = await toggles(pollAdmin, fleet, pollingToggles, state, toggleCount, 15_000 / pollingToggles);
  await fleet.stop();
  pollAdmin.close();
  const polling = {
    sdks: sdkCount,
    refreshIntervalMs: 15_000,
    toggles: pollingToggles,
    missedToggles: polled.missed,
    propagation: quantiles(polled.latencies),
    bytesPerPollWithAChange: { identity: fullBytes, gzip: fullGzipBytes },
  };

  // 3. Throughput at 1,000 flags, 16 connections: the delta endpoint next to the features endpoint.
  const durationMs = Number(process.env.BENCH_CLIENT_MS ?? 5000);
  const get = async (path: string, headers: Record<string, string>) => {
    const client = new HttpClient(baseUrl, secret, 1);
    const res = await client.send('GET', path, undefined, headers);
    client.close();
    // The client inflates; the server sends what gzip level 6 makes of the same JSON.
    return {
      status: res.status,
      etag: String(res.headers?.etag ?? ''),
      bytes: { identity: Buffer.byteLength(res.body), gzip: res.body ? gzipSync(res.body, { level: 6 }).length : 0 },
    };
  };
  const load = async (path: string, headers: Record<string, string>, expectStatus: number) => {
    const input: RequestLoadInput = {
      baseUrl,
      token: secret,
      method: 'GET',
      path,
      expectStatus,
      headers,
      concurrency,
      warmupMs: 1000,
      durationMs,
      discardBodies: true,
    };
    const out = await runWorker<RequestLoadInput, RequestLoadOutput>('request-load.js', input, {
      before: async () => undefined,
      after: async () => undefined,
    });
    return { ...summarize(out.latencies, out.elapsedMs), errors: out.errors };
  };
  const gzip = { 'accept-encoding': 'gzip,deflate', 'unleash-client-spec': '5.2.0' };
  const features = await get('/api/client/features', gzip);
  const hydration = await get('/api/client/delta', gzip);
  const toggler = new HttpClient(baseUrl, token, 1);
  await toggler.send('POST', '/api/admin/projects/default/features/stream-flag-0/environments/development/off');
  toggler.close();
  const oneChange = await get('/api/client/delta', { ...gzip, 'if-none-match': hydration.etag });
  const current = await get('/api/client/delta', gzip);
  const throughput = {
    flags: FLAGS,
    featuresFullGzip: await load('/api/client/features', gzip, 200),
    features304: await load('/api/client/features', { ...gzip, 'if-none-match': (await get('/api/client/features', gzip)).etag }, 304),
    deltaHydrationGzip: { ...(await load('/api/client/delta', gzip, 200)), answerBytes: hydration.bytes },
    delta304: await load('/api/client/delta', { ...gzip, 'if-none-match': current.etag }, 304),
    deltaOneChange: {
      ...(await load('/api/client/delta', { ...gzip, 'if-none-match': hydration.etag }, 200)),
      answerBytes: oneChange.bytes,
    },
    featuresAnswerBytesGzip: features.bytes,
  };
  await app.close();
  return { flags: FLAGS, streaming, polling, throughput };
}
