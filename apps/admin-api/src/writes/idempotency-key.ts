import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { BadDataError } from '@pennant/platform';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The request's Idempotency-Key, or null without one. Printable ASCII, 1–255 characters; the
 * quoted form of the IETF draft (`"abc"`) is accepted too.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return null;
  const value = (Array.isArray(raw) ? raw.join(',') : raw).trim();
  const key = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  if (!KEY.test(key)) {
    const path = 'header.idempotency-key';
    throw new BadDataError('The Idempotency-Key header must be 1 to 255 printable ASCII characters (no spaces).', [
      { path, message: `${path} must be 1 to 255 printable ASCII characters` },
    ]);
  }
  return key;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Keys are per credential: a hash of the Authorization secret (two tokens never share keys, and
 * the secret itself is never stored), else the authenticated actor.
 */
export function idempotencyScope(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) return `token:${sha256(header.replace(/^bearer\s+/i, '').trim())}`;
  const principal = request.principal;
  return principal ? `actor:${principal.type}:${principal.actor.id}` : null;
}

/** Method, path with query and body: a retry must repeat all three. */
export function requestFingerprint(request: FastifyRequest): string {
  return sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
}
