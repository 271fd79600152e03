import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ADMIN_TOKEN } from './test-app';

const ROOT = join(__dirname, '..', '..');

/** The real service in a child process (its TypeScript sources via ts-register.js), for tests that kill it. */
export interface ServiceProcess {
  process: ChildProcess;
  exited: Promise<void>;
  /** stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and waits for the exit. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Starts the service on `databaseUrl` and `port` and waits until it listens. */
export async function startServiceProcess(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--require', join(ROOT, 'test/support/ts-register.js'), join(ROOT, 'apps/admin-api/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', INIT_ADMIN_API_TOKENS: ADMIN_TOKEN, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start in 60 s: ${output.slice(-2000)}`)), 60_000);
    const poll = setInterval(() => {
      if (output.includes('Pennant is listening')) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve();
      }
    }, 20);
    void exited.then(() => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`service exited before listening: ${output.slice(-2000)}`));
    });
  });
  return {
    process: child,
    exited,
    output: () => output,
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** One HTTP request to a service process (JSON in and out). */
export async function httpRequest(port: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
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
