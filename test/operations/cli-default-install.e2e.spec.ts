import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { readOwner } from '../../libs/platform/src/database/data-dir-owner';
import { freePort } from '../../libs/platform/src/database/free-port';
import { readPostmasterPid } from '../../libs/platform/src/database/postmaster-pid';
import { exchange, startService, type ServiceProcess } from '../support/service-process';
import { ADMIN_TOKEN } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';

// The operator CLI on the default install. `projections status|rebuild` and
// `events verify|export` work (1) on the embedded database of PENNANT_DATA_DIR while `npm start`
// runs it, (2) on it when the service is down (the CLI starts the server for the command and
// stops it), (3) against the running server over HTTP with --url and PENNANT_TOKEN; progress
// shows as plain lines off a terminal. With EVENT_STORE=esdb a rebuild reads EventStoreDB (here:
// unreachable, so it fails naming it) and the commands that read es_events refuse.

const ROOT = join(__dirname, '..', '..');

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--require', join(ROOT, 'test/support/ts-register.js'), join(ROOT, 'apps/cli/src/main.ts'), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: '', PENNANT_URL: '', PENNANT_TOKEN: '', EVENT_STORE: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('operator CLI on the default install', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pennant-cli-data-'));
  let service: ServiceProcess | null = null;
  let port: number;
  let head = 0;
  const local = { PENNANT_DATA_DIR: dataDir };

  beforeAll(async () => {
    port = await freePort();
    service = await startService({
      DATABASE_URL: '',
      PENNANT_DATA_DIR: dataDir,
      PORT: String(port),
      INIT_ADMIN_API_TOKENS: ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
    });
    for (let i = 0; i < 30; i += 1) {
      const created = await exchange(port, 'POST', '/api/admin/projects/default/features', {
        token: ADMIN_TOKEN,
        body: { name: `cli-${i}` },
      });
      expect('status' in created && created.status).toBe(201);
    }
  }, 120_000);

  afterAll(async () => {
    if (service) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function expectWorkingCommands(
    env: Record<string, string>,
    args: string[] = [],
    only: 'all' | 'status-and-rebuild' = 'all',
  ): Promise<void> {
    const status = await cli([...args, 'projections', 'status'], env);
    expect({ code: status.code, stderr: status.stderr }).toEqual({ code: 0, stderr: '' });
    const rows = JSON.parse(status.stdout) as { name: string; checkpoint: number; status: string }[];
    expect(rows.map((r) => r.name)).toContain('feature-view');
    head = Math.max(...rows.map((r) => r.checkpoint));
    expect(head).toBeGreaterThanOrEqual(30);

    if (only === 'all') await expectVerifyAndExport(env, args);
    const rebuilt = await cli([...args, 'projections', 'rebuild', 'feature-view'], env);
    expect({ code: rebuilt.code, stdout: rebuilt.stdout }).toEqual({
      code: 0,
      stdout: expect.stringMatching(new RegExp(`^feature-view: rebuilt to position ${head} \\(`)),
    });
    expect(rebuilt.stderr).toMatch(/feature-view: \d+% \(\d+\/\d+\)/);
  }

  async function expectVerifyAndExport(env: Record<string, string>, args: string[]): Promise<void> {
    const verify = await cli([...args, 'events', 'verify'], env);
    expect(verify.code).toBe(0);
    expect(JSON.parse(verify.stdout)).toMatchObject({ ok: true, checked: head, headPosition: head });

    const exported = await cli([...args, 'events', 'export'], env);
    expect(exported.code).toBe(0);
    const lines = exported.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { position: number });
    expect(lines.map((l) => l.position)).toEqual(Array.from({ length: head }, (_, i) => i + 1));
    expect(exported.stderr).toContain(`export: 100% (${head}/${head})`); // plain progress lines off a terminal
    expect(exported.stderr).toContain(`exported ${head} events`);
  }

  it('works on the embedded database of PENNANT_DATA_DIR while the service runs it', async () => {
    await expectWorkingCommands(local);
    expect(readOwner(dataDir)?.role).toBe('service'); // it used the service's server, did not start one
  }, 180_000);

  it('works against the running server over HTTP (--url, PENNANT_TOKEN)', async () => {
    await expectWorkingCommands({ PENNANT_TOKEN: ADMIN_TOKEN }, ['--url', `http://127.0.0.1:${port}`]);
    const noToken = await cli(['--url', `http://127.0.0.1:${port}`, 'events', 'verify'], {});
    expect({ code: noToken.code, stderr: noToken.stderr }).toEqual({
      code: 1,
      stderr: expect.stringContaining('PENNANT_TOKEN is required'),
    });
    const badToken = await cli(['events', 'verify'], { PENNANT_URL: `http://127.0.0.1:${port}`, PENNANT_TOKEN: '*:*.not-a-token-at-all' });
    expect({ code: badToken.code, stderr: badToken.stderr }).toEqual({
      code: 1,
      stderr: expect.stringContaining('401 AuthenticationRequired'),
    });
  }, 180_000);

  it('works on the data directory when the service is down, and leaves no server behind', async () => {
    const running = service as ServiceProcess;
    service = null;
    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);
    await expectWorkingCommands(local, [], 'status-and-rebuild'); // verify and export take the same path as above
    expect(readPostmasterPid(dataDir)).toBeNull();
    expect(readOwner(dataDir)).toBeNull();
    const empty = mkdtempSync(join(tmpdir(), 'pennant-cli-empty-'));
    const none = await cli(['projections', 'status'], { PENNANT_DATA_DIR: empty });
    rmSync(empty, { recursive: true, force: true });
    expect({ code: none.code, stderr: none.stderr }).toEqual({ code: 1, stderr: expect.stringContaining('holds no embedded database') });
  }, 180_000);

  it('with EVENT_STORE=esdb, rebuilds from EventStoreDB (unreachable here: fails naming it, read models untouched) and refuses es_events readers', async () => {
    const db = await createTestDatabase();
    const sql = new Pool({ connectionString: db.url, max: 1 });
    try {
      const esdb = { DATABASE_URL: db.url, EVENT_STORE: 'esdb', ESDB_CONNECTION_STRING: `esdb://127.0.0.1:${await freePort()}?tls=false` };
      const checkpoint = async () =>
        (await sql.query("SELECT position FROM projection_checkpoints WHERE name = 'event-log'")).rows[0]?.position ?? null;
      const before = await checkpoint();
      const rebuild = await cli(['projections', 'rebuild', 'event-log'], esdb);
      expect({ code: rebuild.code, stderr: rebuild.stderr }).toEqual({
        code: 1,
        stderr: expect.stringContaining(`[event store: EventStoreDB at ${esdb.ESDB_CONNECTION_STRING} (EVENT_STORE=esdb)]`),
      });
      expect(await checkpoint()).toEqual(before);
      for (const args of [
        ['events', 'verify'],
        ['events', 'export'],
      ]) {
        const refused = await cli(args, esdb);
        expect({ code: refused.code, stderr: refused.stderr }).toEqual({
          code: 1,
          stderr: expect.stringContaining(`${args.join(' ')} reads the PostgreSQL event store, but EVENT_STORE=esdb`),
        });
      }
    } finally {
      await sql.end();
      await db.drop();
    }
  }, 120_000);
});
