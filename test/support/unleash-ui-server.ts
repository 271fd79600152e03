import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

/**
 * A reverse proxy as a team moving from Unleash would put in front of Pennant (ADR 0059): it
 * serves Unleash's UI build at `/` and forwards the paths the UI calls on its server to Pennant.
 * Nothing here changes an API answer: requests go through as sent, answers come back as sent.
 */

/** The paths of Unleash's server that its UI calls (everything else is the UI's own). */
const FORWARDED = ['/api/', '/auth/', '/logout', '/health'];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The index page as Unleash's server fills it for a UI at the root path: its meta tags carry
 * placeholders (`::baseUriPath::`, `::cdnPrefix::`, `::faviconPrefix::`, `::uiFlags::`,
 * `::unleashToken::`) that the server replaces — no base path, no CDN, no UI flags, no
 * frontend token.
 */
export function fillIndexHtml(template: string): string {
  const values: Record<string, string> = {
    baseUriPath: '',
    cdnPrefix: '',
    faviconPrefix: '',
    uiFlags: encodeURI('{}'),
    unleashToken: '',
  };
  return template.replace(/::(baseUriPath|cdnPrefix|faviconPrefix|uiFlags|unleashToken)::/g, (_, name: string) => values[name]);
}

export interface UnleashUiServer {
  /** `http://127.0.0.1:<port>`: open the UI here. */
  url: string;
  close(): Promise<void>;
}

function isForwarded(path: string): boolean {
  return FORWARDED.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

/** `origin` rewritten to `target` when it names `self` (the browser's origin is this proxy's). */
function rewriteOrigin(value: string | undefined, self: string, target: URL): string | undefined {
  if (value === undefined || !value.startsWith(self)) return value;
  return target.origin + value.slice(self.length);
}

/**
 * Serves `buildDir` (Unleash's `frontend/build`) and forwards the API paths to `target` (Pennant's
 * loopback URL) with the target's own Host: the service sees the request as one sent to it. The
 * browser's Origin (and Referer) name this proxy; they are rewritten to the target's origin as
 * well, as a reverse proxy in front of a service with an Origin check must.
 */
export async function startUnleashUiServer(buildDir: string, target: string): Promise<UnleashUiServer> {
  const upstream = new URL(target);
  const index = fillIndexHtml(readFileSync(join(buildDir, 'index.html'), 'utf8'));
  let self = '';

  function sendIndex(res: ServerResponse): void {
    res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
    res.end(index);
  }

  function serveFile(path: string, res: ServerResponse): void {
    const file = normalize(join(buildDir, decodeURIComponent(path)));
    if (!file.startsWith(buildDir + sep)) {
      res.writeHead(404).end();
      return;
    }
    let isFile = false;
    try {
      isFile = statSync(file).isFile();
    } catch {
      isFile = false;
    }
    if (isFile && !file.endsWith(`${sep}index.html`)) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
      createReadStream(file).pipe(res);
    } else if (path.startsWith('/static/')) res.writeHead(404).end();
    // Every other path is one of the UI's own routes (deep links): the index page.
    else sendIndex(res);
  }

  function forward(req: IncomingMessage, res: ServerResponse): void {
    const headers = { ...req.headers, host: upstream.host };
    headers.origin = rewriteOrigin(req.headers.origin, self, upstream);
    headers.referer = rewriteOrigin(req.headers.referer, self, upstream);
    if (headers.origin === undefined) delete headers.origin;
    if (headers.referer === undefined) delete headers.referer;
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer: IncomingMessage) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream unreachable');
    });
    req.pipe(out);
  }

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (isForwarded(path)) forward(req, res);
    else if (req.method === 'GET' || req.method === 'HEAD') serveFile(path, res);
    else res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: self,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
