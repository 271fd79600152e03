import { isIP } from 'node:net';

/**
 * Who may reach the service, and under which names (ADR 0056). With zero configuration the
 * built-in development token is an admin credential that anyone who read the README knows: the
 * service then listens on loopback only, refuses a non-loopback HOST, and answers only requests
 * whose `Host` names this machine's loopback (a web page cannot reach it through DNS rebinding).
 */
export interface ExposureConfig {
  /** The address to listen on: HOST, else 127.0.0.1 while the built-in token is in force, else 0.0.0.0. */
  host: string;
  /** Whether `host` is a loopback address (the service is reachable from this machine only). */
  loopbackOnly: boolean;
  /** Whether the built-in development token (`DEFAULT_ADMIN_TOKEN`) is one of INIT_ADMIN_API_TOKENS. */
  builtInToken: boolean;
  /** PENNANT_PUBLIC_URL as an origin (`https://flags.example.com`, no trailing slash): the base of every link handed out. */
  publicUrl: string | null;
  /** Host names (lower case, IPv6 in brackets) answered besides loopback names, IP literals and the public URL's host. */
  allowedHosts: string[];
  /** Whether requests are checked against the allowed names: while the built-in token is in force, or once a name is configured. */
  hostCheck: boolean;
  /**
   * Which proxies' `X-Forwarded-For`/`-Proto`/`-Host` to believe (Fastify's `trustProxy`): false
   * (default: the client is the socket's peer), true (any peer), or the proxies' addresses/CIDRs.
   * Behind a proxy without it every client has the proxy's address, and so shares its budgets.
   */
  trustProxy: boolean | string;
}

/** The interface spelled as HOST may be, or a `Host` header's name: `localhost`, 127.0.0.0/8, ::1 (bracketed or not). */
export function isLoopbackName(name: string): boolean {
  const bare = name
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) as Node reports a dual-stack socket's address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  return mapped !== null && mapped[1].startsWith('127.');
}

/** The host name of a `Host` header value (`name`, `name:port`, `[v6]:port`), lower case, brackets kept for IPv6; null when unparsable. */
export function hostNameOf(header: string): string | null {
  try {
    const url = new URL(`http://${header}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
}

/** Whether a host name (as `hostNameOf` returns it) is an IPv4 or IPv6 literal: a browser only sends one when the page was loaded from that address. */
export function isIpLiteral(name: string): boolean {
  return isIP(name.replace(/^\[(.*)\]$/, '$1')) !== 0;
}

function publicUrlOf(raw: string | undefined, problems: string[]): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`PENNANT_PUBLIC_URL must be an http:// or https:// URL such as https://flags.example.com (got "${value}")`);
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    problems.push(`PENNANT_PUBLIC_URL must be an http:// or https:// URL with no credentials, query or fragment (got "${value}")`);
    return null;
  }
  if (url.pathname !== '/') {
    problems.push(`PENNANT_PUBLIC_URL must not have a path: Pennant is served at the root of its address (got "${value}")`);
    return null;
  }
  return url.origin;
}

function allowedHostsOf(raw: string | undefined, problems: string[]): string[] {
  const names: string[] = [];
  for (const entry of (raw ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const name = hostNameOf(trimmed);
    if (name === null || name === '' || trimmed.includes(':') !== name.startsWith('[')) {
      problems.push(`PENNANT_ALLOWED_HOSTS entries must be host names without a scheme or port, such as flags.internal (got "${trimmed}")`);
      continue;
    }
    names.push(name);
  }
  return names;
}

function trustProxyOf(raw: string | undefined, problems: string[]): boolean | string {
  const value = raw?.trim() ?? '';
  if (value === '' || /^(false|no)$/i.test(value)) return false;
  if (/^(true|yes)$/i.test(value)) return true;
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (!valid) {
    problems.push(`TRUST_PROXY must be true, false or the proxies' addresses/CIDRs such as 10.0.0.0/8,127.0.0.1 (got "${value}")`);
    return false;
  }
  return entries.join(',');
}

/**
 * Why the HTTP service may not listen as configured (ADR 0056), in one message that says what to
 * set; empty when it may. Only the service that listens asks (the CLI and the projector do not).
 */
export function exposureProblems(exposure: ExposureConfig, defaultToken: string): string[] {
  if (exposure.loopbackOnly || !exposure.builtInToken) return [];
  return [exposedWithBuiltInToken(exposure.host, defaultToken)];
}

/** What a refused exposure must set, in one message. */
function exposedWithBuiltInToken(host: string, defaultToken: string): string {
  return (
    `HOST=${host} is not a loopback address, and the built-in development admin token (${defaultToken}) is in force: ` +
    'anyone who can reach that address could administer Pennant. To expose Pennant, set INIT_ADMIN_API_TOKENS to your own ' +
    'token(s) (*:*.<a long random secret>, or empty for none), INIT_ADMIN_PASSWORD for the first admin and PENNANT_PUBLIC_URL ' +
    'to the address people use (https://flags.example.com); or leave HOST unset to listen on 127.0.0.1 only.'
  );
}

export function loadExposureConfig(env: NodeJS.ProcessEnv, builtInToken: boolean, problems: string[]): ExposureConfig {
  const explicitHost = env.HOST?.trim() || null;
  const host = explicitHost ?? (builtInToken ? '127.0.0.1' : '0.0.0.0');
  const loopbackOnly = isLoopbackName(host);
  const publicUrl = publicUrlOf(env.PENNANT_PUBLIC_URL, problems);
  const allowedHosts = allowedHostsOf(env.PENNANT_ALLOWED_HOSTS, problems);
  return {
    host,
    loopbackOnly,
    builtInToken,
    publicUrl,
    allowedHosts,
    hostCheck: builtInToken || publicUrl !== null || allowedHosts.length > 0,
    trustProxy: trustProxyOf(env.TRUST_PROXY, problems),
  };
}
