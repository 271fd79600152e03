import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { withWriteObserver } from '@pennant/core';

/** On a successful write that appended: the id of the last event it recorded (ADR 0041). */
export const LAST_EVENT_HEADER = 'pennant-last-event-id';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const lastPositions = new WeakMap<FastifyRequest, number>();

/**
 * Tells a writer which event its write recorded, so that a screen can link to it in the history:
 * the principal of every write request gets an actor that reports its appends (write-observer.ts),
 * and a successful answer carries `Pennant-Last-Event-Id` with the highest position appended.
 * A write that recorded nothing (a no-op, a refusal) carries no header.
 */
export function registerRecordedEventHeader(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const principal = request.principal;
    if (principal && WRITES.has(request.method)) {
      const observe = (position: number) => lastPositions.set(request, Math.max(position, lastPositions.get(request) ?? 0));
      request.principal = { ...principal, actor: withWriteObserver(principal.actor, observe) };
    }
    done();
  });
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
    const last = lastPositions.get(request);
    if (last !== undefined && reply.statusCode < 300) reply.header(LAST_EVENT_HEADER, String(last));
    done(null, payload);
  });
}
