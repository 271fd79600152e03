import { createApp } from '../apps/admin-api/src/create-app';
import { HttpClient } from './http-client';
import type { RequestLoadInput, RequestLoadOutput } from './request-load';
import { forEachConcurrently, summarize } from './stats';
import { runWorker } from './worker';
import { benchConfig } from './config';

/**
 * Impact-metric intake at fleet scale (issue 40 item 5, ADR 0065, `BENCH_ONLY=impact`,
 * `npm run bench:impact`): BENCH_IMPACT_INSTANCES simulated SDK instances (1,000) of
 * BENCH_IMPACT_APPS applications (100), each posting `POST /api/client/metrics` with
 * `impactMetrics` once per round — 20 series each (BENCH_IMPACT_SERIES: counters, gauges and
 * histograms with labels) — on the schedule real SDKs keep (every 60 s, spread evenly over the
 * round); BENCH_IMPACT_ROUND_MS (60,000) compresses a round, BENCH_IMPACT_ROUNDS (3) rounds.
 *
 * Measured: the intake's latency (each post's answer, 202), and the latency of admin reads people
 * wait for — the flag search and the SDKs' `GET /api/client/features` — each for
 * BENCH_IMPACT_READS_MS at BENCH_IMPACT_READ_CONNECTIONS connections, first on an idle service
 * (baseline), then while the intake runs. Afterwards the counters' increases read back through the
 * admin query equal what was sent (nothing acknowledged is lost), and the series count is what
 * the fleet reported. The per-token report budget is lifted (one token per application here).
 */
export async function benchImpact(url: string, token: string) {
  const instances = Number(process.env.BENCH_IMPACT_INSTANCES ?? 1000);
  const apps = Math.max(1, Math.min(instances, Number(process.env.BENCH_IMPACT_APPS ?? 100)));
  const seriesPerInstance = Math.max(4, Number(process.env.BENCH_IMPACT_SERIES ?? 20));
  const roundMs = Number(process.env.BENCH_IMPACT_ROUND_MS ?? 60_000);
  const rounds = Number(process.env.BENCH_IMPACT_ROUNDS ?? 3);
  const readsMs = Number(process.env.BENCH_IMPACT_READS_MS ?? 10_000);
  const readConnections = Number(process.env.BENCH_IMPACT_READ_CONNECTIONS ?? 4);
  const flags = Number(process.env.BENCH_IMPACT_FLAGS ?? 500);
  const app = await createApp(benchConfig(token, { METRICS_RATE_LIMIT_PER_MINUTE: '10000000' }), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = new HttpClient(baseUrl, token, 8);
  await forEachConcurrently(8, flags, async (i) => {
    const name = `impact-bench-${i}`;
    if ((await admin.send('POST', '/api/admin/projects/default/features', { name, description: `checkout flag ${i}` })).status !== 201)
      throw new Error(`create ${name}`);
    if ((await admin.send('POST', `/api/admin/projects/default/features/${name}/environments/development/on`)).status !== 200)
      throw new Error(`on ${name}`);
  });
  const secret = async (name: string) => {
    const res = await admin.send('POST', '/api/admin/api-tokens', {
      tokenName: name,
      type: 'client',
      environment: 'development',
      projects: ['*'],
    });
    if (res.status !== 201) throw new Error(`token ${name}: ${res.status} ${res.body.slice(0, 200)}`);
    return (JSON.parse(res.body) as { secret: string }).secret;
  };
  const appTokens: string[] = [];
  for (let a = 0; a < apps; a += 1) appTokens.push(await secret(`impact-app-${a}`));
  const readerToken = await secret('impact-reader');

  // One instance's report: the same series for every instance of an application (as real fleets do), 20 in all.
  const counters = Math.ceil(seriesPerInstance / 2);
  const gauges = Math.ceil((seriesPerInstance - counters) / 2);
  const histograms = seriesPerInstance - counters - gauges;
  let sentIncrease = 0;
  const report = (instance: number, round: number) => {
    const now = new Date().toISOString();
    const counterSamples = Array.from({ length: counters }, (_, c) => ({
      labels: { route: `/r${c % 5}`, status: c % 2 === 0 ? '200' : '500', flag: `impact-bench-${c}` },
      value: 1 + ((instance + c + round) % 7),
    }));
    sentIncrease += counterSamples.reduce((sum, s) => sum + s.value, 0);
    return {
      appName: `impact-app-${instance % apps}`,
      instanceId: `instance-${instance}`,
      environment: 'development',
      bucket: { start: now, stop: now, toggles: { 'impact-bench-0': { yes: 3, no: 1 } } },
      impactMetrics: [
        { name: 'http_requests_total', help: 'Requests served', type: 'counter', samples: counterSamples },
        {
          name: 'queue_depth',
          help: 'Jobs waiting',
          type: 'gauge',
          samples: Array.from({ length: gauges }, (_, g) => ({ labels: { queue: `q${g}` }, value: (instance * 7 + g) % 50 })),
        },
        {
          name: 'checkout_seconds',
          help: 'Checkout duration',
          type: 'histogram',
          samples: Array.from({ length: histograms }, (_, h) => ({
            labels: { step: `s${h}` },
            count: 10,
            sum: 4.2,
            buckets: [
              { le: 0.1, count: 2 },
              { le: 0.5, count: 7 },
              { le: 1, count: 9 },
              { le: '+Inf', count: 10 },
            ],
          })),
        },
      ].filter((m) => m.samples.length > 0),
    };
  };

  const reads = async (label: string) => {
    const load = async (input: Omit<RequestLoadInput, 'baseUrl' | 'warmupMs' | 'durationMs' | 'concurrency'>) => {
      const out = await runWorker<RequestLoadInput, RequestLoadOutput>(
        'request-load.js',
        {
          ...input,
          baseUrl,
          concurrency: readConnections,
          warmupMs: Math.min(1000, readsMs / 5),
          durationMs: readsMs,
          discardBodies: true,
        },
        { before: async () => undefined, after: async () => undefined },
      );
      return { ...summarize(out.latencies, out.elapsedMs), errors: out.errors };
    };
    return {
      label,
      search: await load({ token, method: 'GET', path: '/api/admin/search/features?query=checkout&limit=50', expectStatus: 200 }),
      clientFeatures: await load({ token: readerToken, method: 'GET', path: '/api/client/features', expectStatus: 200 }),
    };
  };

  const baseline = await reads('idle');

  // The intake: each round's posts at their scheduled offsets (instance i at i/instances of the round), open loop.
  const intakeLatencies: number[] = [];
  const statuses: Record<string, number> = {};
  const clients = appTokens.map((t) => new HttpClient(baseUrl, t, 4));
  let late = 0;
  const intakeStarted = performance.now();
  const cpuStarted = process.cpuUsage();
  const intake = (async () => {
    const pending: Promise<void>[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (let i = 0; i < instances; i += 1) {
        const due = intakeStarted + round * roundMs + (i * roundMs) / instances;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
        else if (wait < -100) late += 1;
        const body = report(i, round);
        pending.push(
          (async () => {
            const t0 = performance.now();
            const res = await clients[i % apps].send('POST', '/api/client/metrics', body);
            intakeLatencies.push(performance.now() - t0);
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          })(),
        );
      }
    }
    await Promise.all(pending);
    return performance.now() - intakeStarted;
  })();
  const during = await reads('during intake');
  // The "during" figures count only if the intake was still running when they ended.
  const readsEndedAtMs = performance.now() - intakeStarted;
  const intakeMs = await intake;
  const cpu = process.cpuUsage(cpuStarted);

  // Read back: every counter increase that was acknowledged is stored (the intake writes every 2 s).
  const from = new Date(Date.now() - (rounds * roundMs + 5 * 60_000)).toISOString();
  let storedIncrease = 0;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const to = new Date(Date.now() + 60_000).toISOString();
    const q = await admin.send(
      'GET',
      `/api/admin/impact-metrics/query?metric=http_requests_total&environment=development&aggregation=increase&stepMinutes=1440&from=${from}&to=${to}`,
    );
    if (q.status !== 200) throw new Error(`query ${q.status} ${q.body.slice(0, 200)}`);
    const series = (JSON.parse(q.body) as { series: { points: { value: number | null }[] }[] }).series;
    storedIncrease = series.reduce((sum, s) => sum + s.points.reduce((n, p) => n + (p.value ?? 0), 0), 0);
    if (Math.round(storedIncrease) >= sentIncrease) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  const listed = await admin.send('GET', '/api/admin/impact-metrics?environment=development');
  const seriesStored = (JSON.parse(listed.body) as { metrics: { series: number }[] }).metrics.reduce((n, m) => n + m.series, 0);
  admin.close();
  for (const c of clients) c.close();
  await app.close();
  const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 100) / 100);
  return {
    instances,
    applications: apps,
    seriesPerInstance,
    rounds,
    roundMs,
    flags,
    intake: {
      reports: intakeLatencies.length,
      samplesPerReport: seriesPerInstance,
      elapsedMs: Math.round(intakeMs),
      latePosts: late,
      statuses,
      ...summarize(intakeLatencies, intakeMs),
      // The one process holds the server and the intake's generator (the reads run in worker threads of it too).
      processCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      seriesStored,
      seriesExpected: apps * seriesPerInstance,
      counterIncreaseSent: sentIncrease,
      counterIncreaseStored: Math.round(storedIncrease),
    },
    reads: {
      idle: baseline,
      duringIntake: { ...during, withinIntake: readsEndedAtMs <= intakeMs },
      p95Ratio: {
        search: ratio(during.search.p95Ms, baseline.search.p95Ms),
        clientFeatures: ratio(during.clientFeatures.p95Ms, baseline.clientFeatures.p95Ms),
      },
    },
  };
}
