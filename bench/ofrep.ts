import { createApp } from '../apps/admin-api/src/create-app';
import { HttpClient } from './http-client';
import type { RequestLoadInput, RequestLoadOutput } from './request-load';
import { forEachConcurrently, summarize } from './stats';
import { runWorker } from './worker';
import { benchConfig } from './config';

const FLAGS = 2000;
const CONTEXT = { targetingKey: 'bench-user-42', plan: 'pro', region: 'eu' };

/**
 * OFREP (ADR 0062, `BENCH_ONLY=ofrep`) against the frontend API on the same data: 2,000 flags
 * (percentage rollouts, a third of them constrained, every tenth with string variants), on in
 * `development`. Bulk evaluation of every flag for one context — OFREP (`POST
 * /ofrep/v1/evaluate/flags`, a frontend token, so the answer names its change stream) beside the
 * frontend API (`GET /api/frontend`, the same token and context) and OFREP's 304 — and single
 * evaluations under load (`POST /ofrep/v1/evaluate/flags/{key}`, a client token, a different flag
 * each request), at `concurrency` connections. No rate limit (it is per token: one token here).
 */
export async function benchOfrep(url: string, token: string, concurrency: number) {
  const durationMs = Number(process.env.BENCH_OFREP_MS ?? 5000);
  const app = await createApp(benchConfig(token, { OFREP_RATE_LIMIT_PER_SECOND: '0' }), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = new HttpClient(baseUrl, token, concurrency);
  const seedStarted = performance.now();
  await forEachConcurrently(concurrency, FLAGS, async (i) => {
    const name = `bench-flag-${i}`;
    const flag = `/api/admin/projects/default/features/${name}`;
    if ((await admin.send('POST', '/api/admin/projects/default/features', { name })).status !== 201) throw new Error(`create ${name}`);
    const strategy = await admin.send('POST', `${flag}/environments/development/strategies`, {
      name: 'flexibleRollout',
      parameters: { rollout: String(i % 101), stickiness: 'default', groupId: name },
      constraints: i % 3 === 0 ? [{ contextName: 'plan', operator: 'IN', values: ['pro', 'team'] }] : [],
    });
    if (strategy.status !== 200) throw new Error(`strategy ${name}`);
    if (i % 10 === 0) {
      const variants = await admin.send('PUT', `${flag}/environments/development/variants`, [
        { name: 'a', weight: 500, weightType: 'variable', stickiness: 'default', payload: { type: 'string', value: 'a' } },
        { name: 'b', weight: 500, weightType: 'variable', stickiness: 'default', payload: { type: 'string', value: 'b' } },
      ]);
      if (variants.status !== 200) throw new Error(`variants ${name}`);
    }
    if ((await admin.send('POST', `${flag}/environments/development/on`)).status !== 200) throw new Error(`on ${name}`);
  });
  const seedMs = Math.round(performance.now() - seedStarted);
  const secret = async (type: string) =>
    (
      JSON.parse(
        (
          await admin.send('POST', '/api/admin/api-tokens', {
            tokenName: `bench-${type}`,
            type,
            environment: 'development',
            projects: ['*'],
          })
        ).body,
      ) as { secret: string }
    ).secret;
  const frontendToken = await secret('frontend');
  const clientToken = await secret('client');
  admin.close();
  const probe = new HttpClient(baseUrl, frontendToken, 1);
  const bulkProbe = await probe.send('POST', '/ofrep/v1/evaluate/flags', { context: CONTEXT });
  const frontendProbe = await probe.send('GET', '/api/frontend?userId=bench-user-42&plan=pro&region=eu');
  probe.close();
  if (bulkProbe.status !== 200 || frontendProbe.status !== 200) throw new Error(`probe ${bulkProbe.status} ${frontendProbe.status}`);
  const etag = String(bulkProbe.headers?.etag ?? '');
  const flagsAnswered = (JSON.parse(bulkProbe.body) as { flags: unknown[] }).flags.length;
  const load = async (input: Omit<RequestLoadInput, 'baseUrl' | 'warmupMs' | 'durationMs' | 'concurrency'>, connections = concurrency) => {
    const out = await runWorker<RequestLoadInput, RequestLoadOutput>(
      'request-load.js',
      { ...input, baseUrl, concurrency: connections, warmupMs: 1000, durationMs, discardBodies: true },
      { before: async () => undefined, after: async () => undefined },
    );
    return { ...summarize(out.latencies, out.elapsedMs), errors: out.errors, statuses: out.statuses };
  };
  const bulk = (headers: Record<string, string>, expectStatus: number, connections?: number) =>
    load(
      {
        token: frontendToken,
        method: 'POST',
        path: '/ofrep/v1/evaluate/flags',
        body: { context: CONTEXT },
        bodyAsIs: true,
        expectStatus,
        headers,
      },
      connections,
    );
  const result = {
    flags: FLAGS,
    seedMs,
    bulk: {
      flagsAnswered,
      ofrepResponseBytes: bulkProbe.body.length,
      frontendApiResponseBytes: frontendProbe.body.length,
      ofrepOneConnection: await bulk({}, 200, 1),
      ofrep: await bulk({}, 200),
      ofrepNotModified: await bulk({ 'if-none-match': etag }, 304),
      frontendApi: await load({
        token: frontendToken,
        method: 'GET',
        path: '/api/frontend?userId=bench-user-42&plan=pro&region=eu',
        expectStatus: 200,
      }),
    },
    single: {
      ofrep: await load({
        token: clientToken,
        method: 'POST',
        path: '/ofrep/v1/evaluate/flags/bench-flag-{n}',
        body: { context: CONTEXT },
        bodyAsIs: true,
        expectStatus: 200,
      }),
    },
  };
  await app.close();
  return result;
}
