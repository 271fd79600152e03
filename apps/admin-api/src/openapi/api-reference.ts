import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_CONFIG_KEY, type AccessDeclaration } from '@pennant/platform';
import { staticFile, type ConsoleFile } from '../console/console-assets';
import { sendStaticFile } from '../console/register-console';

/** Where the page and its files are served; the document itself is `GET /docs/openapi.json` (OpenApiController). */
export const API_REFERENCE_PATH = '/docs';
export const API_REFERENCE_DOCUMENT = '/docs/openapi.json';
const SWAGGER_UI = '/docs/swagger-ui';
/** The files of swagger-ui-dist that the page loads (the package's other bundles and maps are not served). */
const SWAGGER_UI_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png'];

/**
 * The page's Content-Security-Policy, in place of the API's `default-src 'none'` (ADR 0063): its
 * own scripts and styles only (nothing inline: Swagger UI styles elements through the DOM, which
 * the policy allows), its icons (data: URIs), and requests to this origin alone (the document, and
 * "Try it out"). Never framed.
 */
export const API_REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pennant admin API</title>
    <link rel="stylesheet" href="${SWAGGER_UI}/swagger-ui.css" />
    <link rel="icon" type="image/png" href="${SWAGGER_UI}/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${SWAGGER_UI}/swagger-ui-bundle.js"></script>
    <script src="${SWAGGER_UI}/initializer.js"></script>
  </body>
</html>
`;

/** Swagger UI on the served document; no validator badge (it would call another origin). */
const INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(API_REFERENCE_DOCUMENT)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    filter: true,
    persistAuthorization: false,
  });
});
`;

/** The page, the initializer and the Swagger UI files this page loads, from the installed swagger-ui-dist. */
function loadFiles(): Map<string, ConsoleFile> {
  const dist = dirname(require.resolve('swagger-ui-dist/package.json'));
  const file = (name: string) => staticFile(readFileSync(join(dist, name)), name.slice(name.lastIndexOf('.')), false);
  return new Map([
    [API_REFERENCE_PATH, staticFile(Buffer.from(PAGE), '.html', false)],
    [`${SWAGGER_UI}/initializer.js`, staticFile(Buffer.from(INITIALIZER), '.js', false)],
    ...SWAGGER_UI_FILES.map((name) => [`${SWAGGER_UI}/${name}`, file(name)] as const),
  ]);
}

/**
 * Serves the API reference at `/docs` (ADR 0063): Swagger UI, shipped by the swagger-ui-dist
 * package, rendering the document the service publishes at `/docs/openapi.json`. Public, like the
 * document: the page holds no data, and "Try it out" calls the API with whatever credential the
 * reader types in. Revalidated on every load (ETag), so an upgrade of the package is seen at once.
 */
export function registerApiReference(fastify: FastifyInstance): void {
  // Read on the first request: most processes (tests, the projector) never serve the page.
  let files: Map<string, ConsoleFile> | null = null;
  const access: AccessDeclaration = { kind: 'public' };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    files ??= loadFiles();
    const file = files.get(request.routeOptions.url ?? '');
    return file ? sendStaticFile(request, reply, file) : reply.callNotFound();
  };
  // Route-level onSend runs after the instance's (SECURITY_HEADERS): on these routes alone, the page's policy wins.
  const onSend = (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (reply.statusCode < 400) reply.header('content-security-policy', API_REFERENCE_CSP);
    done(null, payload);
  };
  const urls = [API_REFERENCE_PATH, `${SWAGGER_UI}/initializer.js`, ...SWAGGER_UI_FILES.map((name) => `${SWAGGER_UI}/${name}`)];
  for (const url of urls) fastify.route({ method: 'GET', url, handler, onSend, config: { [ACCESS_CONFIG_KEY]: access } });
}
