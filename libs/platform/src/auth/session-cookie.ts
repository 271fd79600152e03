/** The cookie that carries a console session (ADR 0030). */
export const SESSION_COOKIE = 'pennant_session';

/** The value of one cookie in a `Cookie` header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      return value.length > 0 ? value : null;
    }
  }
  return null;
}

/** `Set-Cookie` for a session: never readable by scripts, never sent cross-site, HTTPS-only when the request came over HTTPS. */
export function sessionCookie(secret: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${secret}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
}

/**
 * Whether a cookie-authenticated write comes from a page of this service: its `Origin` (or, when
 * a browser sends none, its `Referer`) names the host the request was sent to. Same-site cookies
 * already keep other sites' requests cookie-less; this is the second lock (ADR 0030).
 */
export function sameOrigin(headers: { origin?: string; referer?: string; host?: string }): boolean {
  const host = headers.host;
  const source = headers.origin ?? headers.referer;
  if (!host || !source || source === 'null') return false;
  try {
    const from = new URL(source);
    // The Host header read with the page's scheme, so that a default port written out (`:443`) still matches.
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}
