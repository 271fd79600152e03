import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, ownerPath, readOwner } from './data-dir-owner';
import { reclaimDataDir } from './leftover-postgres';
import { parsePostmasterPid, postmasterPidPath } from './postmaster-pid';
import { isAlive, processStartTime } from './process-inspection';
import { createSocketDir } from './socket-dirs';

// The decisions of reclaimDataDir on a data directory without a server (the kill -9 runs with a
// real one are in test/faults/embedded-crash-recovery.e2e.spec.ts): never touch a live owner's
// directory nor an unrelated process; clear what dead processes left.

function lockFile(pid: number, dataDir: string, socketDir: string): string {
  return [pid, dataDir, '1795553973', '5999', socketDir, '127.0.0.1', '  2220698     32775', 'ready   ', ''].join('\n');
}

describe('reclaimDataDir', () => {
  let dataDir: string;
  let stranger: ChildProcess;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pennant-reclaim-'));
    stranger = spawn('sleep', ['60'], { stdio: 'ignore' });
  });

  afterEach(() => {
    stranger.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a data directory whose owner still runs, and touches nothing', async () => {
    const pid = stranger.pid as number;
    const owner = { pid, startTime: processStartTime(pid), socketDir: '/nowhere', port: 5999, startedAt: 'then', role: 'service' };
    writeFileSync(ownerPath(dataDir), JSON.stringify(owner));
    writeFileSync(postmasterPidPath(dataDir), lockFile(pid, dataDir, ''));
    await expect(reclaimDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    expect(existsSync(postmasterPidPath(dataDir))).toBe(true);
    expect(readOwner(dataDir)?.pid).toBe(pid);
  });

  it('a recorded owner whose pid now names another process (same pid, other start time) is stale', async () => {
    const pid = stranger.pid as number;
    writeFileSync(
      ownerPath(dataDir),
      JSON.stringify({ pid, startTime: 'not-its-start-time', socketDir: '', port: 5999, startedAt: 'then', role: 'service' }),
    );
    await reclaimDataDir(dataDir);
    expect(readOwner(dataDir)).toBeNull();
  });

  it("clears what a dead owner left: a lock file naming an unrelated live process, the owner file, the owner's socket directory", async () => {
    const socketDir = createSocketDir();
    mkdirSync(join(dataDir, 'base'));
    writeFileSync(
      ownerPath(dataDir),
      JSON.stringify({ pid: 9_999_999, startTime: null, socketDir, port: 5999, startedAt: 'then', role: 'service' }),
    );
    // The killed server's pid was reused by an unrelated process: PostgreSQL would refuse to start.
    writeFileSync(postmasterPidPath(dataDir), lockFile(stranger.pid as number, dataDir, socketDir));
    const report = await reclaimDataDir(dataDir);
    expect(report).toMatchObject({ stoppedPostmaster: null, removedLockFile: true });
    expect(report.removedSocketDirs).toContain(socketDir);
    expect(isAlive(stranger.pid as number)).toBe(true); // never signalled
    expect(existsSync(postmasterPidPath(dataDir))).toBe(false);
    expect(existsSync(socketDir)).toBe(false);
    expect(readOwner(dataDir)).toBeNull();
  });

  it('parses the lock file PostgreSQL writes', () => {
    expect(parsePostmasterPid(lockFile(4242, '/data', '/tmp/pennant-pg-x'))).toEqual({
      pid: 4242,
      dataDir: '/data',
      port: 5999,
      socketDir: '/tmp/pennant-pg-x',
      status: 'ready',
    });
    expect(parsePostmasterPid('')).toBeNull();
  });
});
