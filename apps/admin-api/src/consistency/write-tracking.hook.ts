import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { withAppendObserver } from '@pennant/event-store';
import type { ProjectionRuntime } from '@pennant/projections';
import { renderError } from '@pennant/platform';
import { RecordedWithoutAnswerError } from './consistency.errors';
import { WRITE_METHODS } from './idempotency/idempotency-key';
import { trackWrites, writesOf } from './request-writes';

/** On a successful write whose read models did not catch up within CONSISTENCY_TIMEOUT_MS. */
export const CONSISTENCY_HEADER = 'pennant-consistency';

/**
 * Tracks what each write request appends (request-writes.ts) through an observer on its actor,
 * and says so when the read-your-writes wait for one of its appends ended at the bound
 * (`Pennant-Consistency: pending`, ADR 0033): the next read may not show the write yet.
 *
 * A write that appended and then lost the database while building its answer (reading the created
 * flag back) would answer 503 ServiceUnavailableError "Retry shortly" for something that happened:
 * that answer becomes RecordedWithoutAnswerError, naming the events it wrote (ADR 0032).
 */
export function registerWriteTracking(fastify: FastifyInstance, runtime: ProjectionRuntime): void {
  fastify.addHook('preHandler', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const principal = request.principal;
    if (principal && WRITE_METHODS.has(request.method)) {
      request.principal = { ...principal, actor: withAppendObserver(principal.actor, trackWrites(request)) };
    }
    done();
  });

  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
      const writes = writesOf(request);
      if (!writes?.appended) return done(null, payload);
      if (reply.statusCode < 300 && writes.positions.some((p) => runtime.timedOut(p))) reply.header(CONSISTENCY_HEADER, 'pending');
      if (reply.statusCode === 503 && typeof payload === 'string' && payload.includes('"ServiceUnavailableError"')) {
        const { id } = JSON.parse(payload) as { id: string };
        reply.removeHeader('retry-after');
        return done(null, JSON.stringify(renderError(new RecordedWithoutAnswerError(writes.positions), id).body));
      }
      done(null, payload);
    },
  );
}
