import type { IncomingMessage } from 'node:http';
import { BadDataError } from '@pennant/kernel';

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * Fastify's `rewriteUrl`: the one place the request target is normalised, before the router, the
 * access check, logs and metrics see it. An absolute-form target (`GET http://host/path`) becomes
 * its path; runs of slashes become one; a trailing slash is dropped. What cannot be normalised
 * without guessing (dot segments, encoded separators) is refused by `targetProblem`.
 */
export function normaliseTarget(request: IncomingMessage): string {
  let url = request.url ?? '/';
  const absolute = ABSOLUTE_FORM.exec(url);
  if (absolute) url = url.slice(absolute[0].length) || '/';
  if (!url.startsWith('/')) url = `/${url}`;
  const at = url.indexOf('?');
  let path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at);
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path + query;
}

/**
 * Path forms refused with 400 (after `normaliseTarget`): `.` and `..` segments, plain or
 * percent-encoded, and encoded slashes and backslashes — a path means what it says, so no
 * handler ever sees a name that a proxy or a log would read differently.
 */
export function targetProblem(url: string): BadDataError | null {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  if (/%2f|%5c/i.test(path)) return new BadDataError('The request path must not contain encoded slashes (%2F, %5C).');
  if (path.includes('\\')) return new BadDataError('The request path must not contain backslashes.');
  for (const segment of path.split('/')) {
    const decoded = segment.replace(/%2e/gi, '.');
    if (decoded === '.' || decoded === '..') return new BadDataError('The request path must not contain "." or ".." segments.');
  }
  return null;
}
