import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventStore } from '@pennant/event-store';
import type { ProjectionRuntime } from '@pennant/projections';
import { renderError, type PennantConfig } from '@pennant/platform';
import { NotReadyError } from './consistency.errors';
import { IDEMPOTENCY_KEY_HEADER } from '../writes/idempotency-key';
import type { WriteAnswers } from '../writes/write-answers';
import type { ReadinessMonitor } from './readiness-monitor';

/** Marks the internal second run of a request (never re-checked again). */
const RECHECKED = 'x-pennant-rechecked';
/** Headers of the second run's answer that are not copied onto the first's. */
const OWN_HEADERS = new Set(['content-length', 'x-request-id', 'connection', 'date', 'keep-alive', 'transfer-encoding']);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  payload: string;
}

/**
 * A 404 is only an answer if the read models it came from were caught up (ADR 0033). When a
 * route answers 404 while some projection is behind the log head, this waits (bounded by
 * CONSISTENCY_TIMEOUT_MS) until each such projection reached the head and runs the request once
 * more (an internal `inject`), answering with that: the "project exists" check of a create, the
 * flag lookup of a GET or PUT then see what the log holds. A request that appended something is
 * never run twice; when the models cannot catch up in time (or are further behind than
 * READY_LAG_EVENTS), the answer is 503 NotReady rather than a 404 that may be false.
 *
 * An onSend hook, so that every other answer costs one comparison (a Nest interceptor would put an
 * RxJS pipeline on every request).
 */
export function registerNotFoundRecheck(
  fastify: FastifyInstance,
  deps: { runtime: ProjectionRuntime; monitor: ReadinessMonitor; store: EventStore; config: PennantConfig; writes: WriteAnswers },
): void {
  const { runtime, monitor, store, config, writes } = deps;

  async function recheck(request: FastifyRequest): Promise<Answer | null> {
    if (await writes.appended(request)) return null;
    const head = await store.headPosition();
    const behind = await monitor.below(head);
    if (behind.length === 0) return null; // caught up: the 404 stands
    const far = behind.some((b) => b.lagEvents > config.readyLagEvents);
    if (
      !far &&
      (await runtime.waitForNamed(
        behind.map((b) => b.name),
        head,
        config.consistencyTimeoutMs,
      ))
    ) {
      const headers: Record<string, string | string[] | undefined> = { ...request.headers, [RECHECKED]: '1' };
      for (const h of [IDEMPOTENCY_KEY_HEADER, 'content-length', 'transfer-encoding']) delete headers[h];
      const again = await fastify.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        payload: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      return { status: again.statusCode, headers: again.headers, payload: again.body };
    }
    const retry = monitor.current().retryAfterSeconds;
    const error = new NotReadyError(
      `Not found in read models that are still behind the event log (${behind.map((b) => `${b.name} ${b.lagEvents}`).join(', ')} events), so this may not be true yet. Retry in ${retry} s.`,
      retry,
    );
    const rendered = renderError(error);
    return {
      status: rendered.status,
      headers: { ...rendered.headers, 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(rendered.body),
    };
  }

  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
      if (reply.statusCode !== 404 || request.is404 || request.headers[RECHECKED] !== undefined || !request.url.startsWith('/api/'))
        return done(null, payload);
      recheck(request).then(
        (answer) => {
          if (!answer) return done(null, payload);
          reply.code(answer.status);
          for (const [name, value] of Object.entries(answer.headers))
            if (value !== undefined && !OWN_HEADERS.has(name)) reply.header(name, value);
          done(null, answer.payload);
        },
        () => done(null, payload),
      );
    },
  );
}
