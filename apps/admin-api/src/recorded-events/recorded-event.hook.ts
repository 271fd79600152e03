import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { writesOf } from '../consistency/request-writes';

/** On a successful write that appended: the position of the last event it recorded (ADR 0041). */
export const LAST_EVENT_HEADER = 'pennant-last-event-id';

/**
 * Tells a writer which event its write recorded, so that a screen can link to it in the history:
 * the write tracking of ADR 0032/0033 (request-writes.ts) knows every position the request's
 * appends reached; a successful answer carries `Pennant-Last-Event-Id` with the highest. A write
 * that recorded nothing (a no-op, a refusal) carries no header.
 */
export function registerRecordedEventHeader(fastify: FastifyInstance): void {
  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
      const positions = writesOf(request)?.positions ?? [];
      if (positions.length > 0 && reply.statusCode < 300) reply.header(LAST_EVENT_HEADER, String(Math.max(...positions)));
      done(null, payload);
    },
  );
}
