import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../libs/platform/src/database/free-port';

// BENCH_ONLY=lifecycle: the default install (embedded PostgreSQL, built service) as a child process.
// - drain: 16 clients writing (POST, one new flag each), SIGTERM; time to exit, answers, exit code;
// - crash recovery: kill -9 of the service, then a new start: time to the first 200 of a read;
// - database restart: kill -9 of the embedded PostgreSQL: time until a write succeeds again.

const MAIN = join(__dirname, '..', 'apps', 'admin-api', 'src', 'main.js');
const ROUNDS = Number(process.env.BENCH_LIFECYCLE_ROUNDS ?? 3);
const WRITERS = 16;

interface Service {
  child: ChildProcess;
  exited: Promise<number | null>;
}

function call(port: number, token: string, method: string, path: string, body?: unknown): Promise<number | string> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { authorization: token, ...(payload ? { 'content-type': 'application/json' } : {}) };
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.end(payload);
  });
}

async function until(condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('lifecycle bench: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function start(env: Record<string, string>): Service {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    stdio: 'ignore',
  });
  return { child, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
}

export async function benchLifecycle(token: string): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pennant-bench-lifecycle-'));
  const port = await freePort();
  const env = { PENNANT_DATA_DIR: dataDir, PORT: String(port), INIT_ADMIN_API_TOKENS: token };
  const features = '/api/admin/projects/default/features';
  const postmasterPid = () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const up = async () => (await call(port, token, 'GET', `${features}/lifecycle-probe`)) === 200;
  const drains: unknown[] = [];
  const recoveries: number[] = [];
  const restarts: number[] = [];
  try {
    let service = start(env);
    await until(async () => (await call(port, token, 'POST', features, { name: 'lifecycle-probe' })) === 201, 120_000);
    for (let round = 0; round < ROUNDS; round += 1) {
      // The embedded PostgreSQL killed under the service: until a write succeeds again.
      const killedAt = Date.now();
      process.kill(postmasterPid(), 'SIGKILL');
      await until(async () => (await call(port, token, 'POST', features, { name: `lifecycle-pg-${round}` })) === 201);
      restarts.push(Date.now() - killedAt);

      // Drain: writers running, SIGTERM.
      let stop = false;
      const statuses = new Map<string, number>();
      const writers = Array.from({ length: WRITERS }, async (_, w) => {
        for (let i = 0; !stop; i += 1) {
          const status = String(await call(port, token, 'POST', features, { name: `lifecycle-${round}-${w}-${i}` }));
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      stop = true;
      const signalledAt = Date.now();
      service.child.kill('SIGTERM');
      const code = await service.exited;
      const drainMs = Date.now() - signalledAt;
      await Promise.all(writers);
      drains.push({ drainMs, exitCode: code, answers: Object.fromEntries(statuses) });

      // Crash: a fresh start, killed -9, started again: time to the first 200.
      service = start(env);
      await until(up, 120_000);
      service.child.kill('SIGKILL');
      await service.exited;
      const restartedAt = Date.now();
      service = start(env);
      await until(up, 120_000);
      recoveries.push(Date.now() - restartedAt);
    }
    service.child.kill('SIGTERM');
    await service.exited;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rounds: ROUNDS, writers: WRITERS, drains, recoveryAfterKill9Ms: recoveries, embeddedRestartToWriteMs: restarts };
}
