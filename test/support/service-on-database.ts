import { ADMIN_TOKEN } from './test-app';
import { startService, type ServiceProcess } from './service-process';

// For fault tests that kill the service and start it again on the same database and port.

/** The service on `databaseUrl`, listening on `port`, with the tests' admin token. */
export function startServiceOn(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<ServiceProcess> {
  return startService({ DATABASE_URL: databaseUrl, PORT: String(port), INIT_ADMIN_API_TOKENS: ADMIN_TOKEN, LOG_LEVEL: 'error', ...env });
}

/** Sends `signal` unless it already exited, and waits for the exit. */
export async function stopService(service: ServiceProcess, signal: NodeJS.Signals): Promise<void> {
  if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill(signal);
  await service.exited;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** One JSON request with the tests' admin token and any extra headers (Idempotency-Key, …). */
export async function requestJson(
  port: number,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { authorization: ADMIN_TOKEN, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, headers: res.headers, body: parsed };
}
