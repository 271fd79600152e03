import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_CONFIG_KEY, NotFoundError, sendError, type AccessDeclaration } from '@pennant/platform';
import { defaultConsoleDir, loadConsoleFiles, type ConsoleFile } from './console-assets';
import { CONSOLE_CSP, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './console-headers';

/** Paths that belong to the API: an unknown one is a 404 of the API, never the console's page. */
const API_PREFIXES = ['/api', '/auth', '/logout', '/health', '/ready', '/docs', '/internal-backstage'];

/** Unleash's public sign-up link routes (ADR 0051) beside the console's `/invite/<token>` page (ADR 0047). */
const SIGNUP_LINK_ROUTE = /^\/invite\/[^/]+\/(validate|signup)\/?$/;

/** Case-insensitive: `/API/ADMIN/…` is a wrong spelling of an API path (404), never a page. */
export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return API_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`)) || SIGNUP_LINK_ROUTE.test(lower);
}

/** Answers with `file` (304 when the caller has it, gzip when it accepts it); the console's and the API reference's files. */
export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: ConsoleFile): FastifyReply {
  reply
    .header('cache-control', file.immutable ? IMMUTABLE_CACHE : REVALIDATE_CACHE)
    .header('etag', file.etag)
    .header('vary', 'accept-encoding')
    .type(file.contentType);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const gzip = acceptsGzip ? file.gzip() : null;
  if (gzip) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(file.body);
}

/**
 * Serves the console built into dist/console at `/` (ADR 0035): its files by path, and its
 * `index.html` for every other GET outside the API's paths, so that a deep link
 * (`/flags?project=IS:default`) opens the page it names. Public routes: the page holds no data;
 * everything it shows comes from the admin API with the caller's own credentials.
 */
export function registerConsole(fastify: FastifyInstance, dir = defaultConsoleDir()): void {
  // Read on the first request, not at start: most processes (tests, the projector) never serve a page.
  let files: Map<string, ConsoleFile> | null = null;
  const access: AccessDeclaration = { kind: 'public' };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    files ??= loadConsoleFiles(dir);
    const index = files.get('/index.html');
    // An earlier hook may be answering already (a 401 for an API path whose onSend hooks are
    // still running): leave that answer alone.
    if (reply.sent || reply.statusCode >= 400) return reply;
    const path = request.url.split('?')[0];
    if (isApiPath(path)) return reply.callNotFound();
    const file = files.get(path) ?? (path.startsWith('/assets/') ? undefined : index);
    if (!file)
      return sendError(reply, new NotFoundError(index ? `No console file at ${path}` : 'The console is not built: run `npm run build`.'));
    return sendStaticFile(request, reply, file);
  };
  // Route-level onSend runs after the instance's (SECURITY_HEADERS): the page's own CSP wins.
  // Callback style, synchronous: it adds no turn of the event loop to any answer.
  const onSend = (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (reply.statusCode < 400) reply.header('content-security-policy', CONSOLE_CSP);
    done(null, payload);
  };
  for (const url of ['/', '/*']) fastify.route({ method: 'GET', url, handler, onSend, config: { [ACCESS_CONFIG_KEY]: access } });
}
