import { loadConfig } from '@pennant/platform';
import { createApp } from '../apps/admin-api/src/create-app';
import { HttpClient } from './http-client';
import type { RequestLoadInput, RequestLoadOutput } from './request-load';
import { forEachConcurrently, summarize } from './stats';
import { runWorker } from './worker';

/**
 * (g) SDK polling (issue 8: ≥ 5,000 requests/s with 1,000 flags at 16 connections): GET
 * /api/client/features with a client token, the full answer and the 304 answer to a matching
 * If-None-Match, reported separately.
 */
export async function benchClientApi(url: string, token: string, concurrency: number) {
  const durationMs = Number(process.env.BENCH_CLIENT_MS ?? 5000);
  const app = await createApp(loadConfig({ INIT_ADMIN_API_TOKENS: token, LOG_LEVEL: 'silent' }), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = new HttpClient(baseUrl, token, concurrency);
  await forEachConcurrently(concurrency, 1000, async (i) => {
    const name = `sdk-flag-${i}`;
    if ((await admin.send('POST', '/api/admin/projects/default/features', { name })).status !== 201) throw new Error(`create ${name}`);
    const strategy = await admin.send('POST', `/api/admin/projects/default/features/${name}/environments/development/strategies`, { name: 'flexibleRollout', parameters: { rollout: String(i % 101), stickiness: 'default', groupId: name } });
    if (strategy.status !== 200) throw new Error(`strategy ${name}`);
  });
  const created = await admin.send('POST', '/api/admin/api-tokens', { tokenName: 'bench-sdk', type: 'client', environment: 'development', projects: ['*'] });
  const clientToken = (JSON.parse(created.body) as { secret: string }).secret;
  admin.close();
  const probe = new HttpClient(baseUrl, clientToken, 1);
  const first = await probe.send('GET', '/api/client/features');
  const etag = String(first.headers?.etag ?? '');
  probe.close();
  const run = async (headers: Record<string, string>, expectStatus: number) => {
    const input: RequestLoadInput = { baseUrl, token: clientToken, method: 'GET', path: '/api/client/features', expectStatus, headers, concurrency, warmupMs: 1000, durationMs };
    const out = await runWorker<RequestLoadInput, RequestLoadOutput>('request-load.js', input, { before: async () => undefined, after: async () => undefined });
    return { ...summarize(out.latencies, out.elapsedMs), errors: out.errors, statuses: out.statuses };
  };
  const full = await run({}, 200);
  const notModified = await run({ 'if-none-match': etag }, 304);
  await app.close();
  return { flags: 1000, responseBytes: first.body.length, full, notModified, target: 5000 };
}
