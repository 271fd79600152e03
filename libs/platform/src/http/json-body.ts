import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadDataError } from '../errors';

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

/** Replaces Fastify's JSON parser with the same parser (prototype poisoning refused) behind the depth limit. */
export function registerJsonParser(fastify: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (nestsDeeperThan(text, maxDepth)) {
        done(new BadDataError(`The request body nests arrays and objects deeper than ${maxDepth} levels.`));
        return;
      }
      parse(request, text, done);
    },
  );
}
