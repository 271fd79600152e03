import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../libs/platform/src/database/free-port';

/**
 * Another build of Pennant (its `dist` directory) started as a child process on a database of
 * the bench's PostgreSQL — BENCH_READS_BUILDS and BENCH_SCALE_BUILDS (`name=/path/to/dist,…`)
 * measure builds side by side in one run, each in its own process (A/B of a change).
 */
export interface PennantProcess {
  name: string;
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** `name=/path/to/dist,…` of an environment variable. */
export function builds(variable: string): { name: string; dist: string }[] {
  return (process.env[variable] ?? '')
    .split(',')
    .filter((entry) => entry.includes('='))
    .map((entry) => {
      const [name, dist] = entry.split('=');
      return { name, dist };
    });
}

function status(port: number, token: string, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { authorization: token }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

export async function startPennant(name: string, dist: string, databaseUrl: string, token: string): Promise<PennantProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(dist, 'apps', 'admin-api', 'src', 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      INIT_ADMIN_API_TOKENS: token,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 300_000;
  while ((await status(port, token, '/api/admin/ui-config')) !== 200) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${name} (${dist}) did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    name,
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
