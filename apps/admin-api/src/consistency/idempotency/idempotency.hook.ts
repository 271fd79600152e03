import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { logger, renderError, sendError } from '@pennant/platform';
import { writesOf } from '../request-writes';
import { IdempotencyKeyInUseError, IdempotencyKeyReusedError, RequestAlreadyAppliedError } from './idempotency.errors';
import { idempotencyKeyOf, idempotencyScope, requestFingerprint, WRITE_METHODS } from './idempotency-key';
import type { IdempotencyRecords, RecordId, StoredAnswer } from './idempotency-records';

/** Answers a retry gets again; the others (409 conflicts, 408, 425, 429, 5xx) let it run again — unless something was written. */
const REPEATABLE = new Set([408, 409, 425, 429]);
const REPLAYED_HEADERS = ['content-type', 'location'];

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  return reply.code(answer.status).headers({ ...answer.headers, 'idempotent-replayed': 'true' }).send(answer.body ?? '');
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

  fastify.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    try {
      const key = idempotencyKeyOf(request);
      const scope = key === null ? null : idempotencyScope(request);
      if (key === null || scope === null) return;
      const id = { scope, key };
      const outcome = await records.claim(id, requestFingerprint(request));
      switch (outcome.kind) {
        case 'claimed': {
          claims.set(request, id);
          const writes = writesOf(request);
          if (writes) writes.recordPlanned = (eventIds) => records.recordPlanned(id, eventIds);
          return;
        }
        case 'mismatch':
          answered.add(request);
          return sendErrorReply(reply, new IdempotencyKeyReusedError());
        case 'in-use':
          answered.add(request);
          return sendErrorReply(reply, new IdempotencyKeyInUseError(outcome.retryAfterSeconds));
        case 'answered':
          answered.add(request);
          return replay(reply, outcome.answer);
        case 'applied': {
          // Recorded as this key's answer from now on, so every later retry gets the same one.
          const rendered = renderError(new RequestAlreadyAppliedError(outcome.positions));
          const answer: StoredAnswer = { status: rendered.status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(rendered.body) };
          await records.finish(id, answer);
          answered.add(request);
          return replay(reply, answer);
        }
      }
    } catch (error) {
      answered.add(request);
      return sendErrorReply(reply, error);
    }
  });

  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const id = claims.get(request);
    if (!id || answered.has(request)) return payload;
    claims.delete(request);
    const writes = writesOf(request);
    const status = reply.statusCode;
    try {
      if (writes?.appended || (status < 500 && !REPEATABLE.has(status))) {
        const headers = Object.fromEntries(REPLAYED_HEADERS.flatMap((h) => (reply.getHeader(h) === undefined ? [] : [[h, String(reply.getHeader(h))]])));
        await records.finish(id, { status, headers, body: bodyText(payload) });
      } else if (status >= 500 && writes && writes.unsettled > 0) {
        records.abandon(id); // an append of unknown outcome: a retry learns it from the log
      } else {
        await records.release(id);
      }
    } catch (error) {
      logger.warn('could not store the answer of an Idempotency-Key request', { error: error instanceof Error ? error.message : String(error) });
      records.abandon(id);
    }
    return payload;
  });

  // A request that never reached onSend (its handler died): its record stays pending, resolved from the log.
  fastify.addHook('onResponse', async (request: FastifyRequest) => {
    const id = claims.get(request);
    if (id) records.abandon(id);
  });
}

function sendErrorReply(reply: FastifyReply, error: unknown): FastifyReply {
  sendError(reply, error);
  return reply;
}
