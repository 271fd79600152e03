import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticationRequired, BadDataError, ContentTypeError, NoAccessError, RateLimitError } from '../errors';
import { FailedAuthLimiter } from '../auth/failed-auth-limiter';
import { SECURITY_HEADERS } from './security-headers';
import type { AccessPolicy, Principal, TokenResolver } from '../auth/principal';
import { sendError } from './all-errors.filter';
import { REQUEST_ID_HEADER } from './request-id';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** Paths that authenticate differently (or not at all). */
const PUBLIC_PREFIXES = ['/health', '/ready', '/docs', '/api/signal-endpoint/'];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const type = header.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The query string problem, if any: a NUL byte (never part of a name or a value; PostgreSQL text
 * cannot hold one) or a percent-escape that does not decode (Fastify's parser leaves those as
 * they are). Named as `query.<parameter>` like every other query parameter error.
 */
function queryProblem(url: string): BadDataError | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  for (const part of url.slice(at + 1).split('&')) {
    const rawName = part.split('=')[0];
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      name = '(undecodable name)';
    }
    const path = `query.${name.replace(/\u0000/g, '')}`;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return new BadDataError(`Request validation failed: ${path} has an invalid percent-escape`, [{ path, message: `${path} has an invalid percent-escape` }]);
    }
    if (decoded.includes('\u0000')) return new BadDataError(`Request validation failed: ${path} must not contain NUL characters`, [{ path, message: `${path} must not contain NUL characters` }]);
  }
  return null;
}

function stripBearer(header: string): string {
  return header.replace(/^bearer\s+/i, '').trim();
}

/**
 * The request pipeline before any route: authentication (401), token kind (403), permission
 * (403), content type (415) — in that order, as Unleash does — then Fastify parses JSON (400/413)
 * and Nest routes. The permission check runs here, in onRequest, because Fastify parses the body
 * before Nest guards run: a guard would answer 400 for a bad body before 403.
 */
export function configureHttp(app: NestFastifyApplication, tokens: TokenResolver, policy: AccessPolicy | null = null, options: { authFailuresPerMinute?: number } = {}): void {
  const fastify = app.getHttpAdapter().getInstance();
  const failures = new FailedAuthLimiter(options.authFailuresPerMinute ?? 0);

  fastify.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(SECURITY_HEADERS);
  });

  // Every 401 under /api (admin tokens, PATs, signal-endpoint tokens) spends the client's budget.
  fastify.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode === 401 && request.url.startsWith('/api/')) failures.recordFailure(request.ip);
  });

  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // The request id (requestIdFrom, create-app) is echoed on every answer, errors included.
    reply.header(REQUEST_ID_HEADER, request.id);
    const path = request.url.split('?')[0];
    // A NUL byte is never part of a name or a value, and PostgreSQL text cannot hold one.
    if (/%00/i.test(path)) return sendError(reply, new BadDataError('The request path must not contain NUL characters (%00).'));
    const queryError = queryProblem(request.url);
    if (queryError) return sendError(reply, queryError);
    if (path.startsWith('/api/')) {
      const retryAfter = failures.retryAfterSeconds(request.ip);
      if (retryAfter > 0) return sendError(reply, new RateLimitError('Too many failed authentication attempts from this address. Retry later.', retryAfter));
    }
    const isPublic = PUBLIC_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`) || path === p.replace(/\/$/, ''));
    if (!isPublic && path.startsWith('/api/')) {
      const header = request.headers.authorization;
      const principal = header ? await tokens.resolve(stripBearer(header)) : null;
      if (!principal) return sendError(reply, new AuthenticationRequired());
      const adminPath = path.startsWith('/api/admin');
      if (adminPath && principal.type !== 'admin' && principal.type !== 'user') {
        return sendError(reply, new NoAccessError('invalid token: expected a different token type for this endpoint'));
      }
      const denied = adminPath && policy ? policy.check(principal, request.method, path) : null;
      if (denied) return sendError(reply, denied);
      request.principal = principal;
    }
    if (BODY_METHODS.has(request.method) && path.startsWith('/api/')) {
      const optionalBody = path.startsWith('/api/signal-endpoint/');
      // A bodiless POST (favourite, toggle on/off, …) has no payload type to check.
      const bodyOptional = optionalBody || request.method === 'POST';
      if (!isJsonContentType(request.headers['content-type']) && (!bodyOptional || hasBody(request))) {
        return sendError(reply, new ContentTypeError());
      }
    }
  });

  // Parser and limit errors (bad JSON, 413, …) and unknown paths go through Nest's own error and
  // not-found handlers into AllErrorsFilter, which renders them like every other error.
}
