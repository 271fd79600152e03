import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticationRequired, ContentTypeError, NoAccessError } from '../errors';
import type { AccessPolicy, Principal, TokenResolver } from '../auth/principal';
import { sendError } from './all-errors.filter';

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

function stripBearer(header: string): string {
  return header.replace(/^bearer\s+/i, '').trim();
}

/**
 * The request pipeline before any route: authentication (401), token kind (403), permission
 * (403), content type (415) — in that order, as Unleash does — then Fastify parses JSON (400/413)
 * and Nest routes. The permission check runs here, in onRequest, because Fastify parses the body
 * before Nest guards run: a guard would answer 400 for a bad body before 403.
 */
export function configureHttp(app: NestFastifyApplication, tokens: TokenResolver, policy: AccessPolicy | null = null): void {
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
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
