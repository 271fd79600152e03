import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostNameOf, isIpLiteral, isLoopbackName, type ExposureConfig } from '../config/exposure-config';
import { DomainError } from '@pennant/kernel';
import { sendError } from './all-errors.filter';
import { REQUEST_ID_HEADER } from './request-id';
import { SECURITY_HEADERS } from './security-headers';

/** 421: the request names a host this service does not answer to (RFC 9110 §15.5.20; ADR 0056). */
export class MisdirectedRequestError extends DomainError {
  readonly name = 'MisdirectedRequestError';
  readonly status = 421;
}

/**
 * Whether a request's `Host` may be answered: a loopback name (`localhost`, 127.x.x.x, `[::1]`),
 * an IP literal, the public URL's host or one of the allowed hosts, any port. A page can reach a
 * loopback service through DNS rebinding only under a name (its own domain, re-pointed at
 * 127.0.0.1), never under an IP literal: a browser sends an IP as `Host` only for a page loaded
 * from that IP, whose origin is then that address itself.
 */
export function hostAllowed(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  const name = header === undefined ? null : hostNameOf(header);
  if (name === null || name === '') return false;
  return isLoopbackName(name) || isIpLiteral(name) || allowed.has(name);
}

function refusal(header: string | undefined, exposure: ExposureConfig): MisdirectedRequestError {
  const shown = header === undefined ? 'no Host header' : `the host "${header.slice(0, 100)}"`;
  const names = [
    'localhost',
    '127.0.0.1',
    '[::1]',
    ...(exposure.publicUrl ? [new URL(exposure.publicUrl).host] : []),
    ...exposure.allowedHosts,
  ];
  return new MisdirectedRequestError(
    `This service does not answer requests for ${shown}: it answers to ${names.join(', ')} (any port) and IP addresses. ` +
      'If people reach it under another name, set PENNANT_PUBLIC_URL to that address (further names: PENNANT_ALLOWED_HOSTS).',
  );
}

/**
 * Refuses, before anything else reads the request, a `Host` this service does not answer to
 * (ADR 0056). On while the built-in development token is in force (then a web page that re-points
 * its own name at 127.0.0.1 would otherwise hold a known admin credential) and whenever
 * PENNANT_PUBLIC_URL or PENNANT_ALLOWED_HOSTS names the service's addresses; off otherwise.
 */
export function registerHostCheck(fastify: FastifyInstance, exposure: ExposureConfig): void {
  if (!exposure.hostCheck) return;
  const allowed = new Set<string>(exposure.allowedHosts);
  if (exposure.publicUrl) allowed.add(new URL(exposure.publicUrl).hostname);
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.host;
    if (hostAllowed(header, allowed)) return undefined;
    return sendError(reply.headers({ ...SECURITY_HEADERS, [REQUEST_ID_HEADER]: request.id }), refusal(header, exposure));
  });
}
