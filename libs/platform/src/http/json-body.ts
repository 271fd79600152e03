import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadDataError, ContentTypeError } from '@pennant/kernel';

/** How deeply a JSON request body may nest arrays and objects (documented in docs/security.md). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `text` nests arrays/objects deeper than `max`, scanning once (strings skipped). Checked
 * before parsing: a body of 5,000 `[` parses, but every later step that walks it recursively
 * (validation, `JSON.stringify`) would overflow the stack.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with the same parser (prototype poisoning refused) behind the
 * depth limit. An empty body is no body, whatever its Content-Type says: Unleash reads it so, and
 * its UI, many HTTP helpers and scripts send `Content-Type: application/json` on every bodiless
 * POST (a toggle, a favourite). A route that needs a body refuses the missing one itself
 * (`validate`: "the request has no body"), as it does when no Content-Type is sent.
 */
export function registerJsonParser(fastify: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.length === 0) {
        done(null, undefined);
        return;
      }
      if (nestsDeeperThan(text, maxDepth)) {
        done(new BadDataError(`The request body nests arrays and objects deeper than ${maxDepth} levels.`));
        return;
      }
      parse(request, text, done);
    },
  );
}

/**
 * Every other content type (and none): an empty body is no body — an HTML form without fields
 * (Unleash's UI signs out with one), a bodiless POST that names a content type anyway. Any other
 * body is refused (415): the request pipeline refuses those before reading them, this is the
 * parser's own guard. Replaces Fastify's text/plain parser, which would hand a route `''`.
 */
export function registerEmptyBodyParser(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    ['text/plain', '*'],
    { parseAs: 'buffer' },
    (_request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
      if (body.length === 0) done(null, undefined);
      else done(new ContentTypeError());
    },
  );
}
