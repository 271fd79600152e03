import { createApp } from '../apps/admin-api/src/create-app';
import { HttpClient } from './http-client';
import type { RequestLoadInput, RequestLoadOutput } from './request-load';
import { forEachConcurrently, summarize } from './stats';
import { runWorker } from './worker';
import { benchConfig } from './config';

/**
 * (g) SDK polling (target: ≥ 5,000 requests/s with 1,000 flags at 16 connections): GET
 * /api/client/features with a client token, the full answer and the 304 answer to a matching
 * If-None-Match, reported separately. Also SDK metrics intake (target: ≥ 2,000 posts/s; each post
 * counts 20 flags) and the frontend API (1,000 flags evaluated per request for a user id).
 */
export async function benchClientApi(url: string, token: string, concurrency: number) {
  const durationMs = Number(process.env.BENCH_CLIENT_MS ?? 5000);
  // One token posts every metrics report here: its per-token budget (ADR 0057) is raised so the intake itself is measured.
  const app = await createApp(benchConfig(token, { METRICS_RATE_LIMIT_PER_MINUTE: '10000000' }), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = new HttpClient(baseUrl, token, concurrency);
  await forEachConcurrently(concurrency, 1000, async (i) => {
    const name = `sdk-flag-${i}`;
    if ((await admin.send('POST', '/api/admin/projects/default/features', { name })).status !== 201) throw new Error(`create ${name}`);
    const strategy = await admin.send('POST', `/api/admin/projects/default/features/${name}/environments/development/strategies`, {
      name: 'flexibleRollout',
      parameters: { rollout: String(i % 101), stickiness: 'default', groupId: name },
    });
    if (strategy.status !== 200) throw new Error(`strategy ${name}`);
  });
  const created = await admin.send('POST', '/api/admin/api-tokens', {
    tokenName: 'bench-sdk',
    type: 'client',
    environment: 'development',
    projects: ['*'],
  });
  const clientToken = (JSON.parse(created.body) as { secret: string }).secret;
  const createdFrontend = await admin.send('POST', '/api/admin/api-tokens', {
    tokenName: 'bench-frontend',
    type: 'frontend',
    environment: 'development',
    projects: ['*'],
  });
  const frontendToken = (JSON.parse(createdFrontend.body) as { secret: string }).secret;
  admin.close();
  const probe = new HttpClient(baseUrl, clientToken, 1);
  const first = await probe.send('GET', '/api/client/features');
  const etag = String(first.headers?.etag ?? '');
  probe.close();
  const load = async (input: Omit<RequestLoadInput, 'baseUrl' | 'concurrency' | 'warmupMs' | 'durationMs'>) => {
    const out = await runWorker<RequestLoadInput, RequestLoadOutput>(
      'request-load.js',
      { ...input, baseUrl, concurrency, warmupMs: 1000, durationMs, discardBodies: true },
      { before: async () => undefined, after: async () => undefined },
    );
    return { ...summarize(out.latencies, out.elapsedMs), errors: out.errors, statuses: out.statuses };
  };
  const run = (headers: Record<string, string>, expectStatus: number) =>
    load({ token: clientToken, method: 'GET', path: '/api/client/features', expectStatus, headers });
  const full = await run({}, 200);
  // What the Node SDK sends (minipass-fetch asks for gzip,deflate). These runs drop answers unread (discardBodies): the SDK's inflating is the SDK's cost, not the server's.
  const fullGzip = await run({ 'accept-encoding': 'gzip,deflate' }, 200);
  const notModified = await run({ 'if-none-match': etag }, 304);
  const now = new Date().toISOString();
  const toggles = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`sdk-flag-${i * 37}`, { yes: 5, no: 2, variants: {} }]));
  const metrics = await load({
    token: clientToken,
    method: 'POST',
    path: '/api/client/metrics',
    body: { appName: 'bench-app', instanceId: 'i-1', bucket: { start: now, stop: now, toggles } },
    bodyAsIs: true,
    expectStatus: 202,
  });
  const frontend = await load({ token: frontendToken, method: 'GET', path: '/api/frontend?userId={n}', expectStatus: 200 });
  await app.close();
  return {
    flags: 1000,
    responseBytes: first.body.length,
    full,
    fullGzip,
    notModified,
    target: 5000,
    metricsIntake: { flagsPerPost: 20, ...metrics, target: 2000 },
    frontend,
  };
}
