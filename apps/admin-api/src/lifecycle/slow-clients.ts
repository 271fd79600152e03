import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { SECURITY_HEADERS } from '@pennant/platform';

/** A complete raw HTTP answer `{id, name, message}` that closes the connection (for answers outside Fastify's reply). */
function rawAnswer(status: number, reason: string, name: string, message: string): string {
  const body = JSON.stringify({ id: randomUUID(), name, message });
  const headers = Object.entries({
    ...SECURITY_HEADERS,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  });
  return `HTTP/1.1 ${status} ${reason}\r\n${headers.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`;
}

const TIMEOUT_ANSWER = () =>
  rawAnswer(
    408,
    'Request Timeout',
    'RequestTimeoutError',
    'The request was not received in time: its headers or body stopped arriving, or took too long.',
  );

/**
 * Errors Node meets before a request reaches Fastify (the request timeout, oversized or malformed
 * headers) answered like every other refusal, `{id, name, message}`, instead of Fastify's default body.
 */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.end(TIMEOUT_ANSWER());
    else if (error.code === 'HPE_HEADER_OVERFLOW')
      socket.end(rawAnswer(431, 'Request Header Fields Too Large', 'BadDataError', 'The request headers are larger than allowed.'));
    else socket.end(rawAnswer(400, 'Bad Request', 'BadDataError', 'The request is not valid HTTP.'));
  }
  socket.destroySoon();
}

/**
 * The Fastify server options that bound how long a client may take to send a request (ADR 0034):
 * - `connectionTimeout`: a socket silent for `idleMs` raises 'timeout', decided by `guardSlowClients`;
 * - `requestTimeout`/`headersTimeout`: the whole request must arrive within `requestMs`
 *   (answered 408 and closed), checked every second instead of Node's 30 s;
 * - `return503OnClosing: false`: refusals during shutdown are ours (`{id, name, message}`), not Fastify's.
 */
export function slowClientServerOptions(idleMs: number, requestMs: number) {
  return {
    connectionTimeout: idleMs,
    requestTimeout: requestMs,
    http: { requestTimeout: requestMs, headersTimeout: requestMs, connectionsCheckingInterval: 1000 },
    clientErrorHandler,
    return503OnClosing: false,
  };
}

/**
 * Decides what a silent socket means (the server's 'timeout' event; with a listener Node no
 * longer destroys every silent socket by itself):
 * - a request whose body is being read but stopped arriving → 408 `{id, name, message}`, closed;
 * - no request in progress (headers trickling, or idle keep-alive past its timeout) → closed;
 * - a request fully received whose answer is pending (a slow handler, an event stream) → kept:
 *   the client is not the slow one.
 */
export function guardSlowClients(server: Server): void {
  const current = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => current.set(req.socket, { req, res }));
  server.on('timeout', (socket: Socket) => {
    const exchange = current.get(socket);
    if (exchange && !exchange.res.writableFinished) {
      if (exchange.req.complete) return; // the server is working on it
      // The body is read (flowing) but the client stopped sending it. A paused body is ours to read: keep.
      if (exchange.req.readableFlowing !== true) return;
      if (!exchange.res.headersSent && socket.writable) socket.end(TIMEOUT_ANSWER());
      socket.destroySoon();
      return;
    }
    socket.destroy();
  });
}
