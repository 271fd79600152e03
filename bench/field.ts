import { createApp } from '../apps/admin-api/src/create-app';
import { HttpClient } from './http-client';
import type { RequestLoadInput, RequestLoadOutput } from './request-load';
import { forEachConcurrently, summarize } from './stats';
import { runWorker } from './worker';
import { benchConfig } from './config';

/**
 * (d) The read endpoints against the field: 2,000 flags (every 4th with a strategy
 * in development, enabled there), then GET search / events / ui-config at 16 connections, with
 * the process's resident memory sampled during each run. Reference: the Unleash server on the
 * same hardware serves ~60 searches/s, ~250 event lists/s and ~1,000 ui-configs/s.
 */
const FIELD_FLAGS = 2000;
const FIELD_MS = Number(process.env.BENCH_FIELD_MS ?? 5000);

const READS = [
  // The admin UI's project overview query.
  {
    name: 'search',
    path: '/api/admin/search/features?project=IS:default&offset=0&limit=25&sortBy=createdAt&sortOrder=desc&favoritesFirst=true',
    reference: 60,
    goal: 10,
  },
  { name: 'searchQuery', path: '/api/admin/search/features?query=flag-1&limit=50&sortBy=name', reference: 60, goal: 10 },
  // Every request a different query (offset), so no answer is served from the read-model cache.
  {
    name: 'searchUncached',
    path: '/api/admin/search/features?project=IS:default&limit=25&sortBy=createdAt&sortOrder=desc&offset={n}',
    reference: 60,
    goal: 10,
  },
  { name: 'events', path: '/api/admin/events', reference: 250, goal: 5 },
  { name: 'uiConfig', path: '/api/admin/ui-config', reference: 1000, goal: 3 },
] as const;

export async function benchField(url: string, token: string, concurrency: number) {
  const app = await createApp(benchConfig(token), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const client = new HttpClient(baseUrl, token, concurrency);
  const base = '/api/admin/projects/default/features';
  await forEachConcurrently(concurrency, FIELD_FLAGS, async (i) => {
    const name = `field-flag-${i}`;
    const created = await client.send('POST', base, { name, description: `flag number ${i}` });
    if (created.status !== 201) throw new Error(`create ${name}: ${created.status} ${created.body}`);
    if (i % 4 === 0) {
      const strategy = await client.send('POST', `${base}/${name}/environments/development/strategies`, {
        name: 'flexibleRollout',
        parameters: { rollout: '50', stickiness: 'default', groupId: name },
      });
      if (strategy.status !== 200) throw new Error(`strategy ${name}: ${strategy.status} ${strategy.body}`);
      const on = await client.send('POST', `${base}/${name}/environments/development/on`);
      if (on.status !== 200) throw new Error(`enable ${name}: ${on.status} ${on.body}`);
    }
  });
  client.close();

  const results: Record<string, unknown> = {};
  let peakRss = process.memoryUsage().rss;
  for (const read of READS) {
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 100);
    const input: RequestLoadInput = {
      baseUrl,
      token,
      method: 'GET',
      path: read.path,
      expectStatus: 200,
      concurrency,
      warmupMs: 1000,
      durationMs: FIELD_MS,
    };
    const run = await runWorker<RequestLoadInput, RequestLoadOutput>('request-load.js', input, {
      before: async () => undefined,
      after: async () => undefined,
    });
    clearInterval(sampler);
    const summary = summarize(run.latencies, run.elapsedMs);
    const target = read.reference * read.goal;
    results[read.name] = {
      path: read.path,
      ...summary,
      errors: run.errors,
      target,
      ratioToTarget: Math.round((summary.perSecond / target) * 100) / 100,
      timesReference: Math.round((summary.perSecond / read.reference) * 10) / 10,
    };
  }
  await app.close();
  return {
    flags: FIELD_FLAGS,
    ...results,
    peakRssMiB: Math.round(peakRss / 1048576),
    rssNote: 'whole bench process: server and load-generator thread',
    rssTargetMiB: 400,
  };
}
