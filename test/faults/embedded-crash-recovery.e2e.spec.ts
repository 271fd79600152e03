import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../libs/platform/src/database/free-port';
import { readOwner } from '../../libs/platform/src/database/data-dir-owner';
import { readPostmasterPid } from '../../libs/platform/src/database/postmaster-pid';
import { isAlive } from '../../libs/platform/src/database/process-inspection';
import { eventually } from '../support/eventually';
import { exchange, startService, spawnService, type Answer, type ServiceProcess } from '../support/service-process';
import { ADMIN_TOKEN } from '../support/test-app';

// The default install (embedded PostgreSQL, no DATABASE_URL) survives crashes.
// - kill -9 of the service leaves its PostgreSQL running; the next start stops that leftover,
//   removes its socket directory and serves the same data;
// - kill -9 of the embedded PostgreSQL under the running service: /health answers 503 until the
//   service has restarted it, then writes succeed again; with no restarts allowed the service
//   exits 1 so that a supervisor restarts it;
// - a second service on a data directory in use refuses clearly;
// - SIGTERM stops the embedded PostgreSQL last and leaves no process, socket directory or lock.

const base = '/api/admin/projects/default/features';

describe('fault: the embedded PostgreSQL and its service killed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pennant-crash-data-'));
  let port: number;
  let service: ServiceProcess | null = null;

  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: '',
    PENNANT_DATA_DIR: dataDir,
    PORT: String(port),
    INIT_ADMIN_API_TOKENS: ADMIN_TOKEN,
    LOG_LEVEL: 'warn',
    ...extra,
  });
  const call = (method: string, path: string, body?: unknown) => exchange(port, method, path, { token: ADMIN_TOKEN, body });
  const status = async (method: string, path: string, body?: unknown) => {
    const answer = await call(method, path, body);
    return 'error' in answer ? answer.error : answer.status;
  };
  const postmaster = () => {
    const lock = readPostmasterPid(dataDir);
    if (!lock) throw new Error('no postmaster.pid');
    return lock;
  };

  beforeAll(async () => {
    port = await freePort();
  });

  afterAll(async () => {
    if (service) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    const lock = readPostmasterPid(dataDir);
    if (lock && isAlive(lock.pid)) process.kill(lock.pid, 'SIGQUIT');
    await eventually(async () => !lock || !isAlive(lock.pid), { timeoutMs: 10_000 }).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('after kill -9 of the service, the next start stops the leftover PostgreSQL and serves the same data', async () => {
    service = await startService(env());
    expect(await status('POST', base, { name: 'survives-crash' })).toBe(201);
    const leftover = postmaster();
    const socketDir = readOwner(dataDir)?.socketDir as string;
    expect(existsSync(socketDir)).toBe(true);

    service.child.kill('SIGKILL');
    await service.exited;
    service = null;
    expect(isAlive(leftover.pid)).toBe(true); // what used to block the next start

    const restartedAt = Date.now();
    service = await startService(env());
    await eventually(async () => (await status('GET', `${base}/survives-crash`)) === 200, { timeoutMs: 10_000 });
    const recoveryMs = Date.now() - restartedAt;
    expect(service.output()).toContain('stopping a leftover embedded PostgreSQL');
    expect(isAlive(leftover.pid)).toBe(false);
    expect(postmaster().pid).not.toBe(leftover.pid);
    expect(existsSync(socketDir)).toBe(false);
    process.stdout.write(`embedded crash recovery: service restart to first 200 in ${recoveryMs} ms\n`);
  }, 120_000);

  it('refuses a second service on a data directory in use', async () => {
    const second = spawnService(env({ PORT: String(await freePort()) }));
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another Pennant process`);
    expect(await status('GET', '/health')).toBe(200); // the first one is untouched
  }, 60_000);

  it('when the embedded PostgreSQL is killed, /health answers 503 until the service restarted it; writes succeed again', async () => {
    const killed = postmaster();
    const health: (number | string)[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        health.push(await status('GET', '/health'));
        await new Promise((resolve) => setTimeout(resolve, 10)); // a probe every ~10 ms, like a tight liveness check
      }
    })();
    const outage: (number | string)[] = [];
    try {
      await eventually(async () => health.length > 0, { timeoutMs: 5000 });
      process.kill(killed.pid, 'SIGKILL');
      await eventually(async () => health.includes(503), { timeoutMs: 10_000 });
      await eventually(
        async () => {
          const created = await status('POST', base, { name: `after-pg-kill-${outage.length}` });
          outage.push(created);
          return created === 201;
        },
        { timeoutMs: 20_000 },
      );
    } finally {
      watching = false;
      await watcher;
    }
    expect(health.at(-1)).toBe(200);
    expect(health.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // Meanwhile writes were refused with 503 (never a 500), and the data survived.
    expect(outage.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(postmaster().pid).not.toBe(killed.pid);
    expect(await status('GET', `${base}/survives-crash`)).toBe(200);
    const body = ((await call('GET', '/health')) as Answer).body;
    expect(body).toEqual({ health: 'GOOD' });
  }, 60_000);

  it('exits 1 when the embedded PostgreSQL cannot be restarted (EMBEDDED_DB_RESTARTS=0)', async () => {
    const running = service as ServiceProcess;
    running.child.kill('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    service = await startService(env({ EMBEDDED_DB_RESTARTS: '0' }));
    const current = service;
    process.kill(postmaster().pid, 'SIGKILL');
    expect(await current.exited).toEqual({ code: 1, signal: null });
    service = null;
    expect(current.output()).toContain('could not be restarted');
  }, 120_000);

  it('on SIGTERM stops the embedded PostgreSQL last and leaves no process, socket directory or owner behind', async () => {
    service = await startService(env());
    expect(await status('POST', base, { name: 'before-sigterm' })).toBe(201);
    const server = postmaster();
    const socketDir = readOwner(dataDir)?.socketDir as string;
    const current = service;
    current.child.kill('SIGTERM');
    expect(await current.exited).toEqual({ code: 0, signal: null });
    service = null;
    expect(isAlive(server.pid)).toBe(false);
    expect(readPostmasterPid(dataDir)).toBeNull();
    expect(readOwner(dataDir)).toBeNull();
    expect(existsSync(socketDir)).toBe(false);
  }, 120_000);
});
