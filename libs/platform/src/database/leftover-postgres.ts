import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync, unlinkSync } from 'node:fs';
import { ownerAlive, readOwner, releaseOwnership, DataDirInUseError } from './data-dir-owner';
import { postmasterPidPath, readPostmasterPid } from './postmaster-pid';
import { isAlive, processCwd, processesWorkingIn, signal, waitFor } from './process-inspection';
import { removeSocketDir, sweepStaleSocketDirs } from './socket-dirs';

export interface ReclaimReport {
  /** The pid of a leftover postmaster that was stopped. */
  stoppedPostmaster: number | null;
  /** Orphaned backends that had to be killed. */
  killedOrphans: number[];
  removedLockFile: boolean;
  removedSocketDirs: string[];
}

export interface ReclaimOptions {
  /** How long a leftover server gets for a fast shutdown before an immediate one. */
  stopTimeoutMs?: number;
  log?: (message: string, fields: Record<string, unknown>) => void;
}

/** Whether `pid` is a PostgreSQL server of the data directory `home` (by its working directory, or its name off Linux). */
function isPostmasterOf(pid: number, home: string): boolean {
  const cwd = processCwd(pid);
  if (cwd !== null) return cwd === home;
  try {
    return /postgres/.test(execFileSync('ps', ['-p', String(pid), '-o', 'comm='], { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

function realpath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** Stops `pid`: fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL. */
async function stopPostmaster(pid: number, timeoutMs: number): Promise<void> {
  for (const [name, wait] of [
    ['SIGINT', timeoutMs],
    ['SIGQUIT', 5000],
    ['SIGKILL', 5000],
  ] as const) {
    signal(pid, name);
    if (await waitFor(() => !isAlive(pid), wait)) return;
  }
  throw new Error(`the leftover PostgreSQL server (pid ${pid}) did not stop`);
}

/**
 * Makes a data directory startable after an unclean exit of the process that ran its embedded
 * server (kill -9, power cut, OOM kill):
 *
 * - a live owner (another Pennant process using it) → DataDirInUseError, nothing touched;
 * - a leftover postmaster of this data directory (its owner is dead) → stopped: fast shutdown,
 *   so its open sessions end and it writes a shutdown checkpoint;
 * - backends orphaned by a killed postmaster → given a moment to notice, then killed;
 * - a lock file naming a dead or unrelated process (a zombie, a reused pid) → removed once no
 *   process of the cluster is left, since PostgreSQL would refuse to start on it;
 * - the dead owner's socket directory and other stale `pennant-pg-*` directories → removed.
 */
export async function reclaimDataDir(dataDir: string, options: ReclaimOptions = {}): Promise<ReclaimReport> {
  const log = options.log ?? (() => undefined);
  const report: ReclaimReport = { stoppedPostmaster: null, killedOrphans: [], removedLockFile: false, removedSocketDirs: [] };
  const owner = readOwner(dataDir);
  if (owner && ownerAlive(owner)) throw new DataDirInUseError(dataDir, owner);
  const lock = readPostmasterPid(dataDir);
  const home = realpath(dataDir);

  if (lock && isAlive(lock.pid) && isPostmasterOf(lock.pid, home)) {
    log('stopping a leftover embedded PostgreSQL whose service is gone', { pid: lock.pid, dataDir, ownerPid: owner?.pid ?? null });
    await stopPostmaster(lock.pid, options.stopTimeoutMs ?? 15_000);
    report.stoppedPostmaster = lock.pid;
  }

  // Backends of a killed postmaster exit by themselves within moments; kill what remains.
  if (!(await waitFor(() => processesWorkingIn(dataDir).length === 0, 5000))) {
    const orphans = processesWorkingIn(dataDir);
    log('killing orphaned PostgreSQL processes of the data directory', { pids: orphans, dataDir });
    for (const pid of orphans) signal(pid, 'SIGKILL');
    await waitFor(() => processesWorkingIn(dataDir).length === 0, 5000);
    report.killedOrphans = orphans;
  }

  // No server of this data directory runs now. A lock file left by a killed one may name a pid
  // that looks alive to PostgreSQL (a zombie, or reused by an unrelated process), which would
  // refuse to start: remove it.
  const stale = readPostmasterPid(dataDir);
  if (stale && !(isAlive(stale.pid) && isPostmasterOf(stale.pid, home))) {
    try {
      unlinkSync(postmasterPidPath(dataDir));
      report.removedLockFile = true;
    } catch {
      // gone already
    }
  }

  for (const dir of new Set([owner?.socketDir ?? '', lock?.socketDir ?? ''])) {
    if (dir && existsSync(dir)) {
      removeSocketDir(dir);
      if (!existsSync(dir)) report.removedSocketDirs.push(dir);
    }
  }
  report.removedSocketDirs.push(...sweepStaleSocketDirs());
  if (owner) releaseOwnership(dataDir, true);
  return report;
}
