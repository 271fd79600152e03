import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError, ServiceUnavailableError } from '@pennant/platform';

/** The refusal of a request that arrives while the service drains (a typed 503, like every refusal). */
export class ShuttingDownError extends ServiceUnavailableError {
  readonly retryAfterSeconds = 1;
  constructor() {
    super('The service is shutting down. Retry on another instance, or shortly here.');
  }
}

export interface DrainResult {
  /** Every in-flight request was answered before the deadline. */
  drained: boolean;
  /** Connections still open at the deadline (cut). */
  cut: number;
  ms: number;
}

export interface HttpDrain {
  readonly draining: boolean;
  /**
   * Stops accepting connections, refuses new requests on open ones (503 + `Connection: close`),
   * lets every in-flight request finish (each answer closes its connection), and resolves once
   * none is left — or at `timeoutMs`, cutting what remains.
   */
  drain(timeoutMs: number): Promise<DrainResult>;
}

const drains = new WeakMap<FastifyInstance, HttpDrain>();

/** The drain installed on this Fastify instance by `installHttpDrain`. */
export function httpDrainOf(fastify: FastifyInstance): HttpDrain {
  const drain = drains.get(fastify);
  if (!drain) throw new Error('installHttpDrain was not called for this application');
  return drain;
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/**
 * Graceful shutdown of the HTTP side (ADR 0034). Its onRequest hook must run before every other
 * (authentication included): during the drain a request gets the same typed 503 whoever sends it.
 * Fastify's own closing 503 (a body without `id`) is off (`return503OnClosing: false`).
 * In-flight requests are counted on the raw server (`inject` requests are not).
 */
export function installHttpDrain(fastify: FastifyInstance): HttpDrain {
  let draining = false;
  let inFlight = 0;
  const server = fastify.server;
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
  });
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!draining) return done();
    void reply.header('connection', 'close');
    sendError(reply, new ShuttingDownError());
  });
  // An answer sent during the drain closes its connection: no keep-alive socket outlives it.
  // Synchronous on purpose: an async onSend hook delays the end of a reply sent from an async
  // onRequest hook by a tick, and a hook that sends without returning the reply then lets the
  // route run on and overwrite the status.
  fastify.addHook(
    'onSend',
    (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      if (draining) void reply.header('connection', 'close');
      done(null, payload);
    },
  );
  const drain: HttpDrain = {
    get draining() {
      return draining;
    },
    async drain(timeoutMs) {
      const started = Date.now();
      draining = true;
      let closed = false;
      // net.Server's close stops accepting but, unlike http.Server's, keeps idle keep-alive
      // connections open: a request arriving on one gets the typed 503, not a reset.
      const done = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve())).then(() => (closed = true));
      while (!closed && Date.now() - started < timeoutMs) {
        // Nothing in flight: what is left is idle (an ended event stream, a client that sent nothing).
        if (inFlight === 0) server.closeIdleConnections();
        await Promise.race([done, sleep(20)]);
      }
      const cut = closed ? 0 : await openConnections(server);
      if (!closed) {
        server.closeAllConnections();
        await done;
      }
      return { drained: cut === 0, cut, ms: Date.now() - started };
    },
  };
  drains.set(fastify, drain);
  return drain;
}
