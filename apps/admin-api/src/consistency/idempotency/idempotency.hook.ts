import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { logger, renderError, sendError } from '@pennant/platform';
import { writesOf } from '../request-writes';
import { IdempotencyKeyInUseError, IdempotencyKeyReusedError, RequestAlreadyAppliedError } from './idempotency.errors';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf, idempotencyScope, requestFingerprint, WRITE_METHODS } from './idempotency-key';
import type { IdempotencyRecords, RecordId, StoredAnswer } from './idempotency-records';

/** Answers a retry gets again; the others (409 conflicts, 408, 425, 429, 5xx) let it run again — unless something was written. */
const REPEATABLE = new Set([408, 409, 425, 429]);
const REPLAYED_HEADERS = ['content-type', 'location'];

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  return reply
    .code(answer.status)
    .headers({ ...answer.headers, 'idempotent-replayed': 'true' })
    .send(answer.body ?? '');
}

function bodyText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null; // streamed answers are replayed without their body
}

/**
 * `Idempotency-Key` on writes (ADR 0032): the first request with a key runs and its answer is
 * stored; a retry with the same key, credential, method, path and body gets that answer back
 * (`idempotent-replayed: true`) instead of acting twice; the same key on another request is 422;
 * while the first still runs, 409 with Retry-After. Registered after authentication (it needs
 * the caller) and after the readiness gate (a refused request claims nothing).
 */
export function registerIdempotency(fastify: FastifyInstance, records: IdempotencyRecords): void {
  const claims = new WeakMap<FastifyRequest, RecordId>();
  const answered = new WeakSet<FastifyRequest>();

  // Callback hooks with a synchronous way out: requests without the header pay no promise.
  fastify.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.headers[IDEMPOTENCY_KEY_HEADER] === undefined || !WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/'))
      return done();
    claim(request, reply).then((next) => next && done(), done);
  });

  /** Resolves true when the request goes on to its handler, false when it was answered here. */
  async function claim(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    try {
      const key = idempotencyKeyOf(request);
      const scope = key === null ? null : idempotencyScope(request);
      if (key === null || scope === null) return true;
      const id = { scope, key };
      const outcome = await records.claim(id, requestFingerprint(request));
      if (outcome.kind === 'claimed') {
        claims.set(request, id);
        const writes = writesOf(request);
        if (writes) writes.recordPlanned = (eventIds) => records.recordPlanned(id, eventIds);
        return true;
      }
      answered.add(request);
      switch (outcome.kind) {
        case 'mismatch':
          sendError(reply, new IdempotencyKeyReusedError());
          return false;
        case 'in-use':
          sendError(reply, new IdempotencyKeyInUseError(outcome.retryAfterSeconds));
          return false;
        case 'answered':
          replay(reply, outcome.answer);
          return false;
        case 'applied': {
          // Recorded as this key's answer from now on, so every later retry gets the same one.
          const rendered = renderError(new RequestAlreadyAppliedError(outcome.positions));
          const answer: StoredAnswer = {
            status: rendered.status,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: JSON.stringify(rendered.body),
          };
          await records.finish(id, answer);
          replay(reply, answer);
          return false;
        }
      }
    } catch (error) {
      answered.add(request);
      sendError(reply, error);
      return false;
    }
  }

  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
      const id = claims.get(request);
      if (!id || answered.has(request)) return done(null, payload);
      claims.delete(request);
      store(id, request, reply, payload).then(
        () => done(null, payload),
        () => done(null, payload),
      );
    },
  );

  async function store(id: RecordId, request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const writes = writesOf(request);
    const status = reply.statusCode;
    try {
      if (writes?.appended || (status < 500 && !REPEATABLE.has(status))) {
        const headers = Object.fromEntries(
          REPLAYED_HEADERS.flatMap((h) => (reply.getHeader(h) === undefined ? [] : [[h, String(reply.getHeader(h))]])),
        );
        await records.finish(id, { status, headers, body: bodyText(payload) });
      } else if (status >= 500 && writes && writes.unsettled > 0) {
        records.abandon(id); // an append of unknown outcome: a retry learns it from the log
      } else {
        await records.release(id);
      }
    } catch (error) {
      logger.warn('could not store the answer of an Idempotency-Key request', {
        error: error instanceof Error ? error.message : String(error),
      });
      records.abandon(id);
    }
  }

  // A request that never reached onSend (its handler died): its record stays pending, resolved from the log.
  fastify.addHook('onResponse', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const id = claims.get(request);
    if (id) records.abandon(id);
    done();
  });
}
