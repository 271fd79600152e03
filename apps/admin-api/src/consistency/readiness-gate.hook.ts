import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { NotReadyError, sendNotReady } from './consistency.errors';
import type { Readiness, ReadinessMonitor } from './readiness-monitor';

/** API paths that stay available while the read models catch up: the operator's view of the catch-up, and the log itself. */
const ALWAYS_OPEN = ['/api/admin/projections', '/api/admin/events/verify', '/api/admin/events/export'];

function gated(url: string): boolean {
  const path = url.split('?')[0];
  if (!path.startsWith('/api/')) return false; // /health, /ready, metrics, /docs, the console
  return !ALWAYS_OPEN.some((open) => path === open || path.startsWith(`${open}/`));
}

function notReady(state: Readiness): NotReadyError {
  const names = state.behind.map((b) => `${b.name} ${b.lagEvents}`).join(', ');
  return new NotReadyError(
    `The read models are catching up with the event log (events behind: ${names}); answers computed from them now would be wrong. Retry in ${state.retryAfterSeconds} s (GET /ready and GET /api/admin/projections show the progress).`,
    state.retryAfterSeconds,
  );
}

/**
 * The readiness gate (ADR 0033): while a read model is behind the log by more than
 * READY_LAG_EVENTS, reads and writes under /api answer 503 NotReady with Retry-After instead of
 * answers computed from incomplete models. A preHandler hook, registered after authentication
 * (unauthenticated callers still get 401) and before Idempotency-Key claims.
 */
export function registerReadinessGate(fastify: FastifyInstance, monitor: ReadinessMonitor): void {
  fastify.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (monitor.current().ready || !gated(request.url)) return done();
    monitor.confirm().then(
      (state) => (state.ready ? done() : sendNotReady(reply, notReady(state))),
      () => sendNotReady(reply, notReady(monitor.current())),
    );
  });
}
