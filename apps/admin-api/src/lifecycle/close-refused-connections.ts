import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A request refused for missing or invalid credentials (401) closes its connection: the client
 * cannot keep it open by trickling a body nobody will read (slow-body attacks need no token), and
 * the body left on the wire is not read first (ADR 0034).
 */
export function closeRefusedConnections(fastify: FastifyInstance): void {
  // Synchronous, like the drain's (http-drain.ts): no extra tick before the reply ends.
  fastify.addHook(
    'onSend',
    (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      if (reply.statusCode === 401) void reply.header('connection', 'close');
      done(null, payload);
    },
  );
}
