import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What PostgreSQL writes into `<data dir>/postmaster.pid` while it runs. */
export interface PostmasterPid {
  pid: number;
  dataDir: string;
  port: number;
  /** The first `unix_socket_directories` entry ('' when it listens on TCP only). */
  socketDir: string;
  /** `starting`, `ready`, `stopping` or `standby` (PostgreSQL ≥ 10); '' before it is written. */
  status: string;
}

/** Parses the lock file's lines: pid, data dir, start time, port, socket dir, listen address, shared memory key, status. */
export function parsePostmasterPid(text: string): PostmasterPid | null {
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return {
    pid,
    dataDir: lines[1] ?? '',
    port: Number(lines[3] ?? 0),
    socketDir: (lines[4] ?? '').trim(),
    status: (lines[7] ?? '').trim(),
  };
}

export function postmasterPidPath(dataDir: string): string {
  return join(dataDir, 'postmaster.pid');
}

export function readPostmasterPid(dataDir: string): PostmasterPid | null {
  try {
    return parsePostmasterPid(readFileSync(postmasterPidPath(dataDir), 'utf8'));
  } catch {
    return null;
  }
}
