import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { WriteAnswer, type WriteReceipt } from '@pennant/core';
import { newWriteId, OutcomeUnknownError } from '@pennant/event-store';
import { errorAnswered, logger, renderError, sendError } from '@pennant/platform';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf, idempotencyScope, requestFingerprint, WRITE_METHODS } from './idempotency-key';
import { IdempotencyKeyInUseError, IdempotencyKeyReusedError, RequestAlreadyAppliedError } from './idempotency.errors';
import type { IdempotencyRecords, RecordId, StoredAnswer } from './idempotency-records';
import { redactAnswer } from './secret-answers';

/** On a successful write that appended: the position of the last event it recorded (ADR 0041). */
export const LAST_EVENT_HEADER = 'pennant-last-event-id';
/** On a successful write whose read models did not catch up within CONSISTENCY_TIMEOUT_MS (ADR 0033). */
export const CONSISTENCY_HEADER = 'pennant-consistency';

/** Answers a retry gets again; the others (409 conflicts, 408, 425, 429, 5xx) let it run again — unless something was written. */
const REPEATABLE = new Set([408, 409, 425, 429]);
const REPLAYED_HEADERS = ['content-type', 'location'];

/** What the component knows of one write request. */
interface WriteRequest {
  writeId: string;
  /** The Idempotency-Key record this request holds, if it sent a key. */
  claim?: RecordId;
  /** The receipt of the answer the route returned (a WriteAnswer); absent when it failed or wrote without one. */
  receipt?: WriteReceipt;
  /** Fields of that answer that hold a secret shown once (never stored). */
  shownOnce?: readonly string[];
  /** Answered by this component (a replay or a refusal of the key): nothing to store. */
  answered?: boolean;
}

function bodyText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null; // streamed answers are replayed without their body
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  return reply
    .code(answer.status)
    .headers({ ...answer.headers, 'idempotent-replayed': 'true' })
    .send(answer.body ?? '');
}

/**
 * The HTTP side of the write path (docs/adr/0060-write-receipts.md): the one component that turns
 * what a write did into what the API promises, for every write route alike.
 *
 * - Each authenticated write request gets a write id on its actor (`Actor.writeId`): the events
 *   its commands append get ids in that range (event-ids.ts), so the log can say what the request
 *   wrote when its answer cannot (a crash, a failure after the append).
 * - `Idempotency-Key` (ADR 0032): the key is claimed with the write id before the handler runs; a
 *   retry gets the stored first answer (its secrets redacted: secret-answers.ts), 422 for another
 *   request with the key, 409 while the first runs, 409 RequestAlreadyAppliedError when its owner
 *   died after writing.
 * - A route's `WriteAnswer` is sent as its body; its receipt becomes `Pennant-Last-Event-Id` (the
 *   last event written) and `Pennant-Consistency: pending` (the read models had not caught up).
 *
 * Register `before` after authentication and the readiness gate, `after` after every other onSend
 * hook that may change the answer (the 404 re-check), so that the stored answer is the one sent.
 */
export class WriteAnswers {
  private readonly writes = new WeakMap<FastifyRequest, WriteRequest>();

  constructor(private readonly records: IdempotencyRecords) {}

  /** True when `request` wrote something (its receipt, or else the log), or when that cannot be known. */
  async appended(request: FastifyRequest): Promise<boolean> {
    const write = this.writes.get(request);
    if (!write) return false;
    if (write.receipt) return write.receipt.events.length > 0;
    const positions = await this.records.appendedBy(write.writeId).catch(() => null);
    return positions === null || positions.length > 0;
  }

  before(fastify: FastifyInstance): void {
    // A callback hook with a synchronous way out: requests without a key pay no promise.
    fastify.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const principal = request.principal;
      if (!principal || !WRITE_METHODS.has(request.method)) return done();
      const write: WriteRequest = { writeId: newWriteId() };
      this.writes.set(request, write);
      request.principal = { ...principal, actor: { ...principal.actor, writeId: write.writeId } };
      if (request.headers[IDEMPOTENCY_KEY_HEADER] === undefined || !request.url.startsWith('/api/')) return done();
      this.claim(request, reply, write).then((next) => next && done(), done);
    });
  }

  after(fastify: FastifyInstance): void {
    // The route's WriteAnswer: its body is sent, its receipt becomes the headers.
    fastify.addHook(
      'preSerialization',
      (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
        if (!(payload instanceof WriteAnswer)) return done(null, payload);
        const { receipt, body, shownOnce } = payload;
        const write = this.writes.get(request);
        if (write) Object.assign(write, { receipt, shownOnce });
        if (reply.statusCode < 300 && receipt.events.length > 0) {
          reply.header(LAST_EVENT_HEADER, String(receipt.lastPosition));
          if (receipt.readModels === 'pending') reply.header(CONSISTENCY_HEADER, 'pending');
        }
        if (body !== undefined) return done(null, body);
        // No body: Fastify keeps the hook's input when given undefined, and serializes what it
        // gets, so the answer is an empty string sent as it is (the receipt is never a body).
        reply.removeHeader('content-type');
        reply.serializer(() => '');
        done(null, '');
      },
    );

    fastify.addHook(
      'onSend',
      (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
        const write = this.writes.get(request);
        const claim = write?.claim;
        if (!write || !claim || write.answered) return done(null, payload);
        write.claim = undefined;
        this.store(claim, write, request, reply, payload).then(
          () => done(null, payload),
          () => done(null, payload),
        );
      },
    );

    // A request that never reached onSend (its handler died): its record stays pending, resolved from the log.
    fastify.addHook('onResponse', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const claim = this.writes.get(request)?.claim;
      if (claim) this.records.abandon(claim);
      done();
    });
  }

  /** Resolves true when the request goes on to its handler, false when it was answered here. */
  private async claim(request: FastifyRequest, reply: FastifyReply, write: WriteRequest): Promise<boolean> {
    try {
      const key = idempotencyKeyOf(request);
      const scope = key === null ? null : idempotencyScope(request);
      if (key === null || scope === null) return true;
      const id = { scope, key };
      const outcome = await this.records.claim(id, requestFingerprint(request), write.writeId);
      if (outcome.kind === 'claimed') {
        write.claim = id;
        return true;
      }
      write.answered = true;
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
          await this.records.finish(id, answer);
          replay(reply, answer);
          return false;
        }
      }
    } catch (error) {
      write.answered = true;
      sendError(reply, error);
      return false;
    }
  }

  /**
   * The first answer of a keyed request is kept for its retries, except an answer a retry may get
   * past (a conflict, throttling, a failure) of a request that wrote nothing. What it wrote comes
   * from its receipt, else from the log; an append of unknown outcome leaves the record pending (a
   * retry resolves it from the log once this request's session is surely over).
   */
  private async store(id: RecordId, write: WriteRequest, request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const status = reply.statusCode;
    try {
      const final = status < 500 && !REPEATABLE.has(status);
      if (!final && errorAnswered(request) instanceof OutcomeUnknownError) return this.records.abandon(id);
      if (final || (await this.appended(request))) {
        const headers = Object.fromEntries(
          REPLAYED_HEADERS.flatMap((h) => (reply.getHeader(h) === undefined ? [] : [[h, String(reply.getHeader(h))]])),
        );
        // A secret the answer shows once is never stored (issue 35 §4): the replay says it was redacted.
        const secrets = status < 300 ? (write.shownOnce ?? []) : [];
        const answer = secrets.length > 0 ? redactAnswer(bodyText(payload), headers, secrets) : { headers, body: bodyText(payload) };
        await this.records.finish(id, { status, ...answer });
      } else await this.records.release(id);
    } catch (error) {
      logger.warn('could not store the answer of an Idempotency-Key request', {
        error: error instanceof Error ? error.message : String(error),
      });
      this.records.abandon(id);
    }
  }
}
