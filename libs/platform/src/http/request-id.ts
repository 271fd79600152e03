import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Short and safe to copy into logs and headers: letters, digits and `._:-`, 1–128 characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `x-request-id` when it is safe (so a proxy's or client's id
 * follows the request into our logs), otherwise a fresh UUID. Echoed as `x-request-id`;
 * a generated one is the `id` of error bodies (ADR 0015).
 */
export function requestIdFrom(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
