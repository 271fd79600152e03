import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One file of the built console, held in memory (the whole build is a few hundred kB). */
export interface ConsoleFile {
  body: Buffer;
  /** gzip of `body` when that is smaller (text types), else null; computed on first use. */
  gzip(): Buffer | null;
  contentType: string;
  etag: string;
  /** Content-hashed file (under /assets/): cached for a year, never revalidated. */
  immutable: boolean;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt']);

/** The folder `npm run build` writes the console to: dist/console at the repository root. */
export function defaultConsoleDir(): string {
  let dir = __dirname;
  while (!(existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'apps', 'admin-api')))) {
    const parent = resolve(dir, '..');
    if (parent === dir) return resolve(process.cwd(), 'dist', 'console');
    dir = parent;
  }
  return join(dir, 'dist', 'console');
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Reads the build into memory: URL path (`/assets/index-3f2a.js`) → file. Empty when not built.
 * Compression waits for the first request of each file, so starting the service costs a read.
 */
export function loadConsoleFiles(dir: string): Map<string, ConsoleFile> {
  const files = new Map<string, ConsoleFile>();
  if (!existsSync(join(dir, 'index.html'))) return files;
  for (const path of walk(dir)) {
    const url = `/${relative(dir, path).split(sep).join('/')}`;
    files.set(url, staticFile(readFileSync(path), extname(path), url.startsWith('/assets/')));
  }
  return files;
}

/** A file served from memory: its type by extension, its ETag by content, gzip on first use where it helps. */
export function staticFile(body: Buffer, extension: string, immutable: boolean): ConsoleFile {
  const ext = extension.toLowerCase();
  let gzip: Buffer | null | undefined = COMPRESSIBLE.has(ext) ? undefined : null;
  return {
    body,
    gzip: () => {
      if (gzip === undefined) {
        const packed = gzipSync(body, { level: 9 });
        gzip = packed.length < body.length ? packed : null;
      }
      return gzip;
    },
    contentType: TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    immutable,
  };
}
