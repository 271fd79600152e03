import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedUrls } from './embedded-postgres';
import { readPostmasterPid } from './postmaster-pid';
import { isAlive } from './process-inspection';

export interface RunningEmbedded {
  pid: number;
  port: number;
  /** Connection URL of `database` on that server (its Unix socket when it has one). */
  url(database: string): string;
}

export function hasEmbeddedData(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * The embedded PostgreSQL serving `dataDir` right now (started by `npm start` or by the CLI),
 * found through its lock file; null when none runs. Throws while it is starting or stopping.
 */
export function findRunningEmbedded(dataDir: string): RunningEmbedded | null {
  const lock = readPostmasterPid(dataDir);
  if (!lock || !isAlive(lock.pid)) return null;
  if (lock.status !== 'ready')
    throw new Error(`The embedded PostgreSQL of ${dataDir} (pid ${lock.pid}) is ${lock.status || 'starting'}; retry in a moment.`);
  const urls = embeddedUrls(lock.port, lock.socketDir);
  return { pid: lock.pid, port: lock.port, url: lock.socketDir ? urls.socketUrl : urls.url };
}
