import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

// What the embedded database's lifecycle needs to know about other processes. Linux answers
// through /proc; elsewhere only `kill(pid, 0)` is available and the finer checks answer null.

/** `pid (comm) S ppid …`: the fields after the command name (which may hold spaces and parens). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** True while `pid` runs (a zombie — dead, not yet reaped by its parent — does not). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return statFields(pid)?.[0] !== 'Z';
}

/** The kernel's start time of `pid` (clock ticks since boot): with the pid, a process's identity. Null off Linux. */
export function processStartTime(pid: number): string | null {
  return statFields(pid)?.[19] ?? null;
}

/** The working directory of `pid`, or null when unknown (not Linux, gone, not allowed). */
export function processCwd(pid: number): string | null {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return null;
  }
}

function realpath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * Every live process working in `dir`. PostgreSQL's postmaster changes into its data directory
 * and its backends inherit that, so for a data directory these are the processes of its cluster
 * — including backends orphaned by a killed postmaster. Empty off Linux.
 */
export function processesWorkingIn(dir: string): number[] {
  const target = realpath(dir);
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((e) => /^\d+$/.test(e))
    .map(Number)
    .filter((pid) => pid !== process.pid && processCwd(pid) === target && isAlive(pid));
}

/** Polls `condition` until it holds or `timeoutMs` passed; answers whether it held. */
export async function waitFor(condition: () => boolean, timeoutMs: number, intervalMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (condition()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(intervalMs);
  }
}

/** Sends `signal` to `pid`, ignoring a process that is already gone. */
export function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
}
