import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort } from '../../libs/platform/src/database/free-port';
import { Pool } from 'pg';
import { featureDecider, featureStreamId, type FeatureEvent } from '@pennant/features';
import { ALL_PROJECTIONS } from '@pennant/read-models';
import { eventually } from '../support/eventually';
import { ADMIN_TOKEN } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Fault test: the real service runs as a child process (its TypeScript sources,
// through test/support/ts-register.js) on a database of the test server. 8 clients create flags
// and update their descriptions over HTTP; the process gets SIGKILL mid-stream and is started
// again. Every write that got a 2xx is in the log exactly once, every projection catches up
// with the log, the read models agree with folding the log, and a rebuild of every read model
// from the log gives the same answers.

const ROOT = join(__dirname, '..', '..');
const CLIENTS = 8;
const base = '/api/admin/projects/default/features';

interface Service {
  process: ChildProcess;
  exited: Promise<void>;
}

describe('fault: kill -9 during a stream of writes', () => {
  let db: TestDatabase;
  let sql: Pool;
  let port: number;
  let service: Service | null = null;
  const run = randomBytes(3).toString('hex');

  async function startService(): Promise<Service> {
    const child = spawn(
      process.execPath,
      ['--require', join(ROOT, 'test/support/ts-register.js'), join(ROOT, 'apps/admin-api/src/main.ts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: db.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          INIT_ADMIN_API_TOKENS: ADMIN_TOKEN,
          LOG_LEVEL: 'error',
          CONSISTENCY_TIMEOUT_MS: '2000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`service did not start in 90 s: ${output.slice(-2000)}`)), 90_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Pennant is listening')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`service exited before listening: ${output.slice(-2000)}`));
      });
    });
    return { process: child, exited };
  }

  async function stopService(signal: NodeJS.Signals): Promise<void> {
    const current = service;
    service = null;
    if (!current) return;
    current.process.kill(signal);
    await current.exited;
  }

  async function http(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { authorization: ADMIN_TOKEN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  async function head(): Promise<number> {
    return Number((await sql.query('SELECT coalesce(max(position), 0) AS head FROM es_events')).rows[0].head);
  }

  async function converged(): Promise<void> {
    await eventually(
      async () => {
        const target = await head();
        const rows = (await sql.query('SELECT position, status FROM projection_checkpoints')).rows as {
          position: string;
          status: string;
        }[];
        return rows.length === ALL_PROJECTIONS.length && rows.every((r) => Number(r.position) === target && r.status === 'running');
      },
      { timeoutMs: 20_000 },
    );
  }

  /** What the read side answers about this run's flags. */
  async function snapshot(names: string[]): Promise<unknown> {
    const features = [];
    for (const name of names) features.push(await http('GET', `${base}/${name}`));
    const search = await http('GET', `/api/admin/search/features?query=kill-${run}&limit=100&sortBy=name`);
    const events = [];
    for (const name of names) events.push(await http('GET', `/api/admin/events/${name}`));
    return { features, search, events };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = new Pool({ connectionString: db.url, max: 2 });
    port = await freePort();
  });

  afterAll(async () => {
    await stopService('SIGKILL');
    await sql?.end();
    await db?.drop();
  });

  it('keeps every acknowledged write exactly once; read models converge and equal a rebuild', async () => {
    service = await startService();

    const acknowledged: { kind: 'create' | 'update'; name: string; marker?: string }[] = [];
    let lost = 0;
    let inFlight = 0;
    let killed = false;
    const client = async (c: number) => {
      const mine: string[] = [];
      for (let i = 0; ; i += 1) {
        const create = mine.length === 0 || i % 2 === 0;
        const name = create ? `kill-${run}-${c}-${i}` : mine[i % mine.length];
        const marker = `m-${run}-${c}-${i}`;
        inFlight += 1;
        try {
          const res = create ? await http('POST', base, { name }) : await http('PUT', `${base}/${name}`, { description: marker });
          expect({ status: res.status, body: res.body }).toEqual({ status: create ? 201 : 200, body: expect.anything() });
          if (create) mine.push(name);
          acknowledged.push(create ? { kind: 'create', name } : { kind: 'update', name, marker });
        } catch (error) {
          if (!killed) throw error;
          lost += 1; // in flight when the process died: may or may not be in the log
          return;
        } finally {
          inFlight -= 1;
        }
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    await eventually(async () => acknowledged.length >= 120, { timeoutMs: 20_000 });
    killed = true;
    const inFlightAtKill = inFlight;
    await stopService('SIGKILL');
    await load;
    expect(inFlightAtKill).toBeGreaterThan(0); // killed mid-stream, not between requests
    expect(lost).toBe(CLIENTS);

    service = await startService();

    // Every acknowledged write is in the log exactly once.
    const creates = await sql.query<{ name: string; n: number }>(
      `SELECT data->>'featureName' AS name, count(*)::int AS n FROM es_events WHERE type = 'feature-created' AND data->>'featureName' LIKE $1 GROUP BY 1`,
      [`kill-${run}-%`],
    );
    const created = new Map(creates.rows.map((r) => [r.name, r.n]));
    expect(creates.rows.filter((r) => r.n !== 1)).toEqual([]);
    const acknowledgedCreates = acknowledged.filter((a) => a.kind === 'create');
    expect(acknowledgedCreates.filter((a) => created.get(a.name) !== 1)).toEqual([]);
    const markers = await sql.query<{ marker: string; n: number }>(
      `SELECT data#>>'{data,description}' AS marker, count(*)::int AS n FROM es_events WHERE stream_id LIKE 'feature-%' AND data#>>'{data,description}' LIKE $1 GROUP BY 1`,
      [`m-${run}-%`],
    );
    const updated = new Map(markers.rows.map((r) => [r.marker, r.n]));
    const acknowledgedUpdates = acknowledged.filter((a) => a.kind === 'update');
    expect(acknowledgedUpdates.length).toBeGreaterThan(0);
    expect(acknowledgedUpdates.filter((a) => updated.get(a.marker as string) !== 1)).toEqual([]);

    // Projections catch up; each flag's read models agree with folding its stream.
    await converged();
    const names = [...created.keys()].sort();
    for (const name of names) {
      const stored = await sql.query('SELECT type, data FROM es_events WHERE stream_id = $1 ORDER BY stream_version', [
        featureStreamId(name),
      ]);
      const state = (stored.rows as FeatureEvent[]).reduce(featureDecider.evolve, featureDecider.initialState);
      const get = await http('GET', `${base}/${name}`);
      expect({ name, status: get.status, description: (get.body as { description: string | null }).description }).toEqual({
        name,
        status: 200,
        description: state.row?.description ?? null,
      });
      const events = await http('GET', `/api/admin/events/${name}`);
      expect({ name, events: (events.body as { events: unknown[] }).events.length }).toEqual({ name, events: stored.rows.length });
    }
    const before = await snapshot(names);
    expect((before as { search: { body: { total: number } } }).search.body.total).toBe(names.length);

    // Rebuild every read model from the log and compare the answers.
    await stopService('SIGTERM');
    const tables = ALL_PROJECTIONS.flatMap((P) => [...new P().tables]);
    await sql.query(`TRUNCATE ${tables.join(', ')} CASCADE`);
    await sql.query(`UPDATE projection_checkpoints SET position = 0`);
    service = await startService();
    await converged();
    expect(await snapshot(names)).toEqual(before);
  }, 300_000);
});
