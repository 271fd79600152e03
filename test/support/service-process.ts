import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type Agent } from 'node:http';
import { join } from 'node:path';

// The real service as a child process, from its TypeScript sources (as `npm start` runs it, without
// the build): for tests that kill it, signal it or time its start.

const ROOT = join(__dirname, '..', '..');

export interface ServiceProcess {
  child: ChildProcess;
  /** Resolves with the exit code (or the signal) once the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed so far. */
  output(): string;
}

/** Starts the service with `env` over this process's environment; a variable given as `undefined` is removed (left unset). */
export function spawnService(env: Record<string, string | undefined>): ServiceProcess {
  const merged: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  const child = spawn(
    process.execPath,
    ['--require', join(ROOT, 'test/support/ts-register.js'), join(ROOT, 'apps/admin-api/src/main.ts')],
    { cwd: ROOT, env: merged, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/** Resolves once the service prints that it listens; rejects if it exits first or takes longer than `timeoutMs`. */
export async function listening(service: ServiceProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void service.exited.then(() => (gone = true));
  while (!service.output().includes('Pennant is listening')) {
    if (gone) throw new Error(`service exited before listening:\n${service.output().slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`service did not listen within ${timeoutMs} ms:\n${service.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function startService(env: Record<string, string | undefined>, timeoutMs?: number): Promise<ServiceProcess> {
  const service = spawnService(env);
  await listening(service, timeoutMs);
  return service;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP exchange with node:http: an answer, or the socket error (ECONNREFUSED, ECONNRESET, …) as `error`. */
export function exchange(
  port: number,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; agent?: Agent | false; headers?: Record<string, string> } = {},
): Promise<Answer | { error: string }> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = options.token;
    if (payload !== undefined)
      Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) });
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: options.agent ?? false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: kept as text
        }
        resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
      });
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.setTimeout(30_000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.end(payload);
  });
}
