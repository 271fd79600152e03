import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAlive, processStartTime } from './process-inspection';

/**
 * `<data dir>/pennant.owner.json`: which process runs the embedded PostgreSQL of this data
 * directory (the service, or the CLI when it started the server itself), with the socket
 * directory and port it chose. A later start uses it to tell a live owner (refuse) from a dead
 * one (reclaim its server and socket directory). PostgreSQL ignores the file.
 */
export interface DataDirOwner {
  pid: number;
  /** The owner's kernel start time: a reused pid is not the owner. Null off Linux. */
  startTime: string | null;
  socketDir: string;
  port: number;
  startedAt: string;
  /** `service` or `cli`. */
  role: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Pennant process (pid ${owner.pid}, ${owner.role}, since ${owner.startedAt}). ` +
        'Stop it first, or point PENNANT_DATA_DIR elsewhere.',
    );
    this.name = 'DataDirInUseError';
  }
}

const FILE = 'pennant.owner.json';

export function ownerPath(dataDir: string): string {
  return join(dataDir, FILE);
}

export function readOwner(dataDir: string): DataDirOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(ownerPath(dataDir), 'utf8')) as Partial<DataDirOwner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.socketDir !== 'string' || typeof parsed.port !== 'number') return null;
    return {
      pid: parsed.pid,
      startTime: parsed.startTime ?? null,
      socketDir: parsed.socketDir,
      port: parsed.port,
      startedAt: String(parsed.startedAt ?? ''),
      role: String(parsed.role ?? 'service'),
    };
  } catch {
    return null;
  }
}

/** The recorded owner still runs: same pid, and (where the kernel tells) the same process. */
export function ownerAlive(owner: DataDirOwner): boolean {
  if (owner.pid === process.pid || !isAlive(owner.pid)) return false;
  return owner.startTime === null || processStartTime(owner.pid) === owner.startTime;
}

/**
 * Records this process as the owner. Exclusive create: of two processes claiming at once, one
 * gets the file and the other meets a live owner.
 */
export function claimOwnership(dataDir: string, entry: Omit<DataDirOwner, 'pid' | 'startTime' | 'startedAt'>): void {
  const owner: DataDirOwner = { pid: process.pid, startTime: processStartTime(process.pid), startedAt: new Date().toISOString(), ...entry };
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(ownerPath(dataDir), `${JSON.stringify(owner)}\n`, { flag: 'wx', mode: 0o644 });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const current = readOwner(dataDir);
      if (current && ownerAlive(current)) throw new DataDirInUseError(dataDir, current);
      releaseOwnership(dataDir, true);
    }
  }
}

/** Removes the owner file (only this process's, unless `any`). */
export function releaseOwnership(dataDir: string, any = false): void {
  const current = readOwner(dataDir);
  if (!any && current && current.pid !== process.pid) return;
  try {
    unlinkSync(ownerPath(dataDir));
  } catch {
    // already gone
  }
}
