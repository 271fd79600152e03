import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { isAlive } from './process-inspection';

// The embedded server's Unix socket lives in a short private directory of the system temp folder
// (a socket path must stay under ~100 bytes, which a data directory deep in a project may not).

const PREFIX = 'pennant-pg-';
/** A directory younger than this may belong to a server that is still starting. */
const SWEEP_MIN_AGE_MS = 10 * 60_000;

/**
 * A new socket directory. World-writable like /tmp because the server may run as the `postgres`
 * user; connecting still needs the password.
 */
export function createSocketDir(): string {
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  chmodSync(dir, 0o1777);
  return dir;
}

/** Only directories this module creates are ever removed. */
export function isOurSocketDir(dir: string): boolean {
  return dir !== '' && dirname(dir) === tmpdir() && basename(dir).startsWith(PREFIX);
}

/** PIDs written into the `.s.PGSQL.<port>.lock` files of a socket directory. */
function lockHolders(dir: string): number[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.lock'))
      .map((name) => Number(readFileSync(join(dir, name), 'utf8').split('\n')[0]))
      .filter((pid) => Number.isInteger(pid) && pid > 0);
  } catch {
    return [];
  }
}

export function removeSocketDir(dir: string): void {
  if (isOurSocketDir(dir)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Removes the socket directories that unclean exits left behind: old enough, and no live server
 * holds a socket lock in them. Answers the removed paths.
 */
export function sweepStaleSocketDirs(now = Date.now()): string[] {
  let names: string[];
  try {
    names = readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX));
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const dir = join(tmpdir(), name);
    try {
      if (!statSync(dir).isDirectory() || now - statSync(dir).mtimeMs < SWEEP_MIN_AGE_MS) continue;
    } catch {
      continue;
    }
    if (lockHolders(dir).some(isAlive)) continue;
    removeSocketDir(dir);
    removed.push(dir);
  }
  return removed;
}
