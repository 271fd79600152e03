/**
 * Sent with every response (the API serves JSON only): no MIME sniffing, never framed, no
 * referrer, not readable cross-origin by embedding. HSTS: browsers ignore it over plain HTTP, so it is harmless there and binding once the service
 * is reached over HTTPS (docs/security.md, "Headers").
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};
