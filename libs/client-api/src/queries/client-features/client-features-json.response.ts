import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** A JSON answer kept serialised, gzipped once when first asked for. */
export interface KeptBody {
  json: string;
  gzip?: Buffer;
}

/** Whether an Accept-Encoding header allows gzip (`gzip` or `*`, not with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Sends a kept JSON answer; gzipped when the caller accepts it (the Node SDK's fetch asks for
 * it): compressed once per answer, it is far fewer bytes to copy (bench/RESULTS.md, "Figures behind code
 * comments").
 */
export function sendKeptJson(reply: FastifyReply, acceptEncoding: string | undefined, body: KeptBody): string | Buffer {
  void reply.type('application/json; charset=utf-8');
  void reply.header('vary', 'accept-encoding');
  if (acceptsGzip(acceptEncoding)) {
    body.gzip ??= gzipSync(body.json, { level: 6 });
    void reply.header('content-encoding', 'gzip');
    return body.gzip;
  }
  return body.json;
}
