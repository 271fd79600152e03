import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The frontend API, and the OpenFeature remote evaluation protocol's routes and change stream (ADR 0062). */
const PREFIXES = ['/api/frontend', '/ofrep', '/api/ofrep'];
const ALLOWED_METHODS = 'GET, POST';
const DEFAULT_HEADERS = 'Authorization, Content-Type, If-None-Match, X-API-Key';
const HEADER_LIST = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/;

/**
 * CORS for the frontend API: browsers on the stored `frontendApiOrigins` (POST
 * /api/admin/ui-config; `*` = any, Unleash's default) may call `/api/frontend`, and OpenFeature's
 * browser provider `/ofrep` and its change stream under `/api/ofrep` (ADR 0062). Preflights are
 * answered here, before authentication — browsers send them without the Authorization header.
 * An origin not on the list gets no Access-Control-Allow-Origin, so the browser withholds the
 * answer. Other paths are not cross-origin APIs and get no CORS headers.
 */
export function registerFrontendCors(fastify: FastifyInstance, origins: () => Promise<string[]>): void {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (!PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const allowed = await origins();
      if (allowed.includes('*')) void reply.header('access-control-allow-origin', '*');
      else if (allowed.includes(origin)) void reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
      void reply.header('access-control-expose-headers', 'ETag, Retry-After');
    }
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      const requested = request.headers['access-control-request-headers'];
      void reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', typeof requested === 'string' && HEADER_LIST.test(requested) ? requested : DEFAULT_HEADERS)
        .header('access-control-max-age', '86400');
      return reply.code(204).send();
    }
  });
}
