import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MetricsRegistry } from './registry';

/** Seconds; from 5 ms (a cached read) to 10 s (past the consistency timeout). */
export const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const started = new WeakMap<FastifyRequest, bigint>();

/**
 * Request duration by route *pattern* (`/api/admin/projects/:projectId/features`, never the raw
 * URL: one series per route, not per flag name), method and status. Requests no route matched
 * share `route="unmatched"`; long-lived event streams are left out (their duration is the
 * connection's lifetime, not a latency).
 */
export function instrumentHttp(fastify: FastifyInstance, registry: MetricsRegistry): void {
  const duration = registry.histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    buckets: HTTP_BUCKETS,
  });
  fastify.addHook('onRequest', async (request: FastifyRequest) => {
    started.set(request, process.hrtime.bigint());
  });
  fastify.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const begin = started.get(request);
    if (begin === undefined) return;
    if (String(reply.raw.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
    const route = request.routeOptions?.url ?? 'unmatched';
    const seconds = Number(process.hrtime.bigint() - begin) / 1e9;
    duration.observe(seconds, { route, method: request.method, status: reply.statusCode });
  });
}
