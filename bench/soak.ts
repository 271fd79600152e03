import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { createApp } from '../apps/admin-api/src/create-app';
import { HttpClient } from './http-client';
import type { MixedLoadInput, MixedLoadOutput } from './mixed-load';
import { benchConfig } from './config';

/**
 * Soak (`BENCH_ONLY=soak`, `BENCH_SOAK_MS`, default 10 minutes): mixed admin traffic
 * at 16 connections against 200 flags, with resident memory sampled every second. Reports errors,
 * p99 per minute (stable or drifting) and RSS at the start, the peak and the end.
 */
export async function benchSoak(url: string, token: string, concurrency: number) {
  const durationMs = Number(process.env.BENCH_SOAK_MS ?? 600_000);
  const app = await createApp(benchConfig(token, { SIGNAL_RATE_LIMIT_PER_SECOND: '100000' }), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = new HttpClient(baseUrl, token, 1);
  const names = Array.from({ length: 200 }, (_, i) => `soak-${i}`);
  for (const name of names) {
    const res = await admin.send('POST', '/api/admin/projects/default/features', { name });
    if (res.status !== 201) throw new Error(`create ${name}: ${res.status} ${res.body}`);
  }
  const endpoint = await admin.send('POST', '/api/admin/signal-endpoints', { name: 'soak-hook' });
  const signalToken = await admin.send('POST', `/api/admin/signal-endpoints/${(JSON.parse(endpoint.body) as { id: number }).id}/tokens`, {
    name: 'soak',
  });
  admin.close();

  const rss: number[] = [];
  const sample = () => rss.push(Math.round(process.memoryUsage().rss / 1048576));
  sample();
  const sampler = setInterval(sample, 1000);
  const input: MixedLoadInput = {
    baseUrl,
    adminToken: token,
    signalToken: `Bearer ${(JSON.parse(signalToken.body) as { token: string }).token}`,
    signalEndpoint: 'soak-hook',
    names,
    concurrency,
    durationMs,
    windowMs: Math.min(60_000, Math.max(5_000, durationMs / 10)),
  };
  const worker = new Worker(join(__dirname, 'mixed-load.js'), { workerData: input });
  const output = await new Promise<MixedLoadOutput>((resolve, reject) => {
    worker.once('message', (m) => resolve(m as MixedLoadOutput));
    worker.once('error', reject);
  });
  clearInterval(sampler);
  sample();
  await worker.terminate();
  await app.close();
  const p99s = output.windows.map((w) => w.p99Ms);
  return {
    durationMs,
    ...output.total,
    p99PerWindowMs: p99s,
    windowMs: input.windowMs,
    rssMiB: {
      start: rss[0],
      peak: Math.max(...rss),
      end: rss[rss.length - 1],
      bound: 400,
      note: 'whole bench process: server and load thread',
    },
  };
}
