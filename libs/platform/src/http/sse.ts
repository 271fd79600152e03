import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { SECURITY_HEADERS } from './security-headers';

/**
 * Turns a reply into a Server-Sent Events response: hijacks it (Fastify no longer answers it),
 * writes the status and headers, then `preamble` (e.g. `retry:` and a first event). A hijacked
 * reply skips the onSend hooks, so what the pipeline set so far (request id) and the security
 * headers are copied here. Everything that can fail must fail before this call, so that the
 * global error filter renders it as `{id, name, message}`.
 */
export function startSse(reply: FastifyReply, preamble: string): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) raw.setHeader(name, value);
  raw.setHeader('content-type', 'text/event-stream; charset=utf-8');
  raw.setHeader('cache-control', 'no-cache, no-transform');
  raw.setHeader('x-accel-buffering', 'no');
  raw.writeHead(200);
  raw.write(preamble);
  return raw;
}

/**
 * Writes `: heartbeat` every `intervalMs` while the socket is not backed up (proxies and SDK read
 * timeouts see a live connection). Returns the function that stops it.
 */
export function startHeartbeat(res: ServerResponse, intervalMs: number, onWrite: (bytes: number) => void = () => undefined): () => void {
  const timer = setInterval(() => {
    if (!res.writableEnded && !res.destroyed && !res.writableNeedDrain) {
      res.write(HEARTBEAT);
      onWrite(HEARTBEAT.length);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

const HEARTBEAT = ': heartbeat\n\n';
