import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPostmasterPid } from './postmaster-pid';
import type { PostgresBinaries, RunAs } from './postgres-binaries';
import { waitFor } from './process-inspection';

export interface PostgresExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface PostgresProcessOptions {
  binaries: PostgresBinaries;
  dataDir: string;
  port: number;
  flags: string[];
  runAs: RunAs;
  /**
   * A process group of its own: a Ctrl-C in the terminal (SIGINT to the foreground group) then
   * reaches only the service, which stops the database last instead of under its in-flight work.
   */
  detached: boolean;
  onLog?: (chunk: string) => void;
}

const ENV = { ...process.env, LC_MESSAGES: 'C' };

/** Runs `command`, failing with its output when it does not exit 0. */
function run(command: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (code ${code}, signal ${signal}): ${output.slice(-2000)}`)),
    );
  });
}

/** `initdb` of a new data directory: password authentication for `user`, owned by the user the server runs as. */
export async function initialiseDataDir(
  binaries: PostgresBinaries,
  dataDir: string,
  user: string,
  password: string,
  runAs: RunAs,
): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const passwordFile = join(tmpdir(), `pennant-pw-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs.uid !== undefined && runAs.gid !== undefined) {
      chownSync(dataDir, runAs.uid, runAs.gid);
      chownSync(passwordFile, runAs.uid, runAs.gid);
    }
    await run(
      binaries.initdb,
      [`--pgdata=${dataDir}`, '--auth=password', `--username=${user}`, `--pwfile=${passwordFile}`, '--lc-messages=C'],
      runAs,
    );
  } finally {
    unlinkSync(passwordFile);
  }
}

/**
 * One PostgreSQL server process on a data directory: started, watched, stopped. An exit that
 * `stop()` did not ask for is reported to the `onUnexpectedExit` listeners.
 */
export class PostgresProcess {
  private child: ChildProcess | null = null;
  private stopping = false;
  private readonly logTail: string[] = [];
  private readonly listeners = new Set<(exit: PostgresExit) => void>();

  constructor(private readonly options: PostgresProcessOptions) {}

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** The last lines the server wrote (for error messages). */
  recentLog(): string {
    return this.logTail.join('').trim();
  }

  onUnexpectedExit(listener: (exit: PostgresExit) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts the server and resolves once it accepts connections (its lock file says `ready`). */
  async start(timeoutMs = 60_000): Promise<void> {
    const { binaries, dataDir, port, flags, runAs, detached } = this.options;
    const child = spawn(binaries.postgres, ['-D', dataDir, '-p', String(port), ...flags], {
      ...runAs,
      detached,
      env: ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.stopping = false;
    let ready = false;
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      this.logTail.push(text);
      if (this.logTail.length > 200) this.logTail.shift();
      this.options.onLog?.(text);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise<PostgresExit>((resolve) => {
      child.once('error', (error) => {
        keep(Buffer.from(String(error)));
        resolve({ code: null, signal: null });
      });
      child.once('exit', (code, signal) => resolve({ code, signal }));
    });
    void exited.then((exit) => {
      if (this.child === child) this.child = null;
      if (ready && !this.stopping) for (const listener of [...this.listeners]) listener(exit);
    });
    const seen: { exit: PostgresExit | null } = { exit: null };
    void exited.then((e) => (seen.exit = e));
    const isReady = () => {
      const lock = readPostmasterPid(dataDir);
      return lock !== null && lock.pid === child.pid && lock.status === 'ready';
    };
    const settled = await waitFor(() => seen.exit !== null || isReady(), timeoutMs, 20);
    const outcome = seen.exit !== null ? 'exited' : settled ? 'ready' : 'timeout';
    if (outcome === 'ready') {
      ready = true;
      return;
    }
    if (outcome === 'timeout') await this.stop();
    throw new Error(
      `PostgreSQL ${outcome === 'timeout' ? `was not ready after ${timeoutMs} ms` : 'exited while starting'} (port ${port}, data in ${dataDir}).\n${this.logTail.slice(-15).join('').trim()}`,
    );
  }

  /** Fast shutdown (sessions end, a checkpoint is written); immediate shutdown, then SIGKILL, if it takes longer than `timeoutMs`. */
  async stop(timeoutMs = 15_000): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.stopping = true;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    for (const [signal, wait] of [
      ['SIGINT', timeoutMs],
      ['SIGQUIT', 5000],
      ['SIGKILL', 5000],
    ] as const) {
      child.kill(signal);
      const done = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), wait).unref()),
      ]);
      if (done) return;
    }
  }

  /** For `process.on('exit')`: asks the server for a fast shutdown, which it finishes on its own. */
  stopSoon(): void {
    if (!this.child?.pid || this.child.exitCode !== null) return;
    this.stopping = true;
    try {
      process.kill(this.child.pid, 'SIGINT');
    } catch {
      // gone already
    }
  }
}
