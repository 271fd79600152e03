/**
 * The console's pages may load their own scripts, styles, images and API answers, and nothing
 * else: no inline script or style, no other origin, never framed. API answers keep the stricter
 * `default-src 'none'` of SECURITY_HEADERS (ADR 0035).
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Content-hashed assets: a new build has new names, so an old name never changes content. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: always revalidated (ETag), so a deploy is seen at once. */
export const REVALIDATE_CACHE = 'no-cache';
