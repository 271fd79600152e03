/** Process lifecycle settings (ADR 0034): shutdown, slow clients, the embedded database's restarts. */
export interface LifecycleConfig {
  /** After SIGTERM/SIGINT, how long in-flight requests get to finish before their connections are cut. */
  shutdownTimeoutMs: number;
  /** A request whose headers or body stop arriving for this long is answered 408 and its connection closed. */
  httpIdleTimeoutMs: number;
  /** The whole request (headers and body) must arrive within this (Node's requestTimeout and headersTimeout). */
  httpRequestTimeoutMs: number;
  /** Restart attempts after the embedded PostgreSQL died, before the service exits 1. */
  embeddedDbRestarts: number;
}

function integer(env: NodeJS.ProcessEnv, key: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    problems.push(`${key} must be an integer from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

export function loadLifecycleConfig(env: NodeJS.ProcessEnv, problems: string[]): LifecycleConfig {
  const config: LifecycleConfig = {
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000, problems),
    httpIdleTimeoutMs: integer(env, 'HTTP_IDLE_TIMEOUT_MS', 5_000, 100, 600_000, problems),
    httpRequestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 1_000, 3_600_000, problems),
    embeddedDbRestarts: integer(env, 'EMBEDDED_DB_RESTARTS', 5, 0, 100, problems),
  };
  if (config.httpIdleTimeoutMs > config.httpRequestTimeoutMs) problems.push('HTTP_IDLE_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  return config;
}
