#!/usr/bin/env node
import '../../../libs/platform/src/runtime/register-aliases';
import { EsdbEventStore, PostgresEventStore, verifyHashChain, type EventImporter, type EventStore } from '@pennant/event-store';
import { migrate } from '@pennant/migrations';
import { loadConfig } from '@pennant/platform';
import { replayInto, resolveUntil, type Projection } from '@pennant/projections';
import { importEvents, parseExportArgs } from '@pennant/event-store';
import { withDatabase } from './cli-database';
import { requirePostgresStore, withEventStore } from './cli-event-store';
import { copyEvents, parseCopyArgs, type StoreKind } from './events-copy';
import { exportFromDatabase, exportOverHttp, streamWriter } from './events-export';
import { serverJson, takeHttpTarget } from './http-target';
import { progressBar } from './progress';
import { rebuildInProcess, rebuildOverHttp } from './projections-rebuild';
import { readProjectionsStatus } from './projections-status';

const USAGE = `Usage: pennant <command> [--url <server>]

Where: DATABASE_URL, else the embedded database of PENNANT_DATA_DIR (default ./.pennant-data) —
the one \`npm start\` runs, or started for the command when the service is down. With --url (or
PENNANT_URL) and PENNANT_TOKEN (an admin token), the marked commands (*) drive a running server
over its admin API instead.

Commands:
  migrate                 apply pending database migrations
  projections status      each projection's checkpoint, lag and state (*)
  projections rebuild <name>|--all [--parallel N]
                          blue/green rebuild from the log (EVENT_STORE's) while the service keeps
                          serving; resumable after an interruption; one at a time per projection
                          (ADR 0018); a progress bar on a terminal, lines otherwise (*)
  events export [--from <position|ISO time>] [--to …] [--project p] [--type t] > log.ndjson
                          the log as NDJSON, streamed in position order (a full export restores) (*)
  events import < log.ndjson
                          restore a full export into an EMPTY store (same positions and hashes);
                          run it after \`migrate\` and before the service's first start
  events verify           recompute the event log's hash chain; exit 1 at the first broken link (ADR 0013) (*)
  events copy --from postgres|esdb --to esdb|postgres [--batch-size N]
                          copy the whole event log into an empty other store and verify it
                          (ESDB_CONNECTION_STRING required; see docs/operations.md "EventStoreDB")
  replay --until <event id|ISO time> [--schema name] [--projection name]...
                          the read models as they were at that point, in a scratch schema
                          (default replay_<event id>) to query with SQL; live tables untouched
  help                    this text
`;

/**
 * The service's projections, loaded only by the commands that run them: they pull in
 * every lib (about 2 s of start-up that status, verify and export do not need).
 */
function allProjections(): Projection[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- deferred on purpose, see above
  const { ALL_PROJECTIONS } = require('@pennant/read-models') as typeof import('@pennant/read-models');
  return ALL_PROJECTIONS.map((P) => new P());
}

const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
const out = (line: string) => void process.stdout.write(line);

/** `replay --until <id|time> [--schema s] [--projection p]...` */
export function parseReplayArgs(args: string[]): { until: string; schema?: string; projections: string[] } {
  let until: string | undefined;
  let schema: string | undefined;
  const projections: string[] = [];
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--until') until = value;
    else if (flag === '--schema') schema = value;
    else if (flag === '--projection') projections.push(value);
    else throw new Error(`unknown option ${flag}`);
  }
  if (until === undefined) throw new Error('replay needs --until <event id|ISO date-time>');
  return { until, ...(schema !== undefined ? { schema } : {}), projections };
}

/** `projections rebuild <name>|--all [--parallel N]` */
function parseRebuildArgs(args: string[]): { name: string | null; parallel: number | null } {
  const parallelAt = args.indexOf('--parallel');
  const parallel = parallelAt >= 0 ? Number(args[parallelAt + 1]) : null;
  if (parallel !== null && (!Number.isInteger(parallel) || parallel < 1 || parallel > 8))
    throw new Error('--parallel needs a number from 1 to 8');
  const target = args[0];
  if (!target || target.startsWith('--parallel')) throw new Error('projections rebuild needs --all or a projection name');
  return { name: target === '--all' ? null : target, parallel };
}

async function main(argv: string[]): Promise<number> {
  const { target, rest } = takeHttpTarget(argv);
  const [command, sub] = rest;
  const overHttp = (name: string) => {
    if (target) throw new Error(`${name} works on the database (DATABASE_URL or the embedded data directory), not over --url/PENNANT_URL.`);
  };
  if (command === 'migrate') {
    overHttp('migrate');
    const applied = await withDatabase(loadConfig(), (db) => migrate(db.pool));
    process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'database is up to date\n');
    return 0;
  }
  if (command === 'projections' && sub === 'status') {
    if (target) {
      print((await serverJson<{ projections: unknown[] }>(target, 'GET', '/api/admin/projections')).projections);
      return 0;
    }
    const config = loadConfig();
    print(
      await withDatabase(config, async (db) =>
        readProjectionsStatus(
          db.pool,
          config.eventStore === 'postgres' ? undefined : await withEventStore(config, db.pool, db.url, (store) => store.headPosition()),
        ),
      ),
    );
    return 0;
  }
  if (command === 'projections' && sub === 'rebuild') {
    const args = parseRebuildArgs(rest.slice(2));
    if (target) {
      if (args.parallel !== null)
        throw new Error('--parallel applies to rebuilds the CLI runs itself; the server rebuilds --all in 2 lanes.');
      return (await rebuildOverHttp(target, args.name, progressBar(args.name ?? 'all projections'), out)) ? 0 : 1;
    }
    const known = allProjections();
    const chosen = args.name === null ? known : known.filter((p) => p.name === args.name);
    if (chosen.length === 0) throw new Error(`projections rebuild needs --all or one of: ${known.map((p) => p.name).join(', ')}`);
    const config = loadConfig();
    // Default 2 lanes: the machines we run on have two cores and PostgreSQL does most of the work.
    const label = chosen.length === 1 ? chosen[0].name : `${chosen.length} projections`;
    await withDatabase(config, (db) =>
      withEventStore(config, db.pool, db.url, (store) =>
        rebuildInProcess(db.pool, store, chosen, args.parallel ?? 2, progressBar(label), out),
      ),
    );
    return 0;
  }
  if (command === 'replay') {
    overHttp('replay');
    const args = parseReplayArgs(rest.slice(1));
    const known = allProjections();
    const unknown = args.projections.filter((n) => !known.some((p) => p.name === n));
    if (unknown.length) throw new Error(`unknown projection ${unknown.join(', ')}; known: ${known.map((p) => p.name).join(', ')}`);
    const chosen = args.projections.length ? known.filter((p) => args.projections.includes(p.name)) : known;
    const config = loadConfig();
    requirePostgresStore(config, 'replay');
    const result = await withDatabase(config, async (db) => {
      const until = await resolveUntil(db.pool, args.until);
      const store = new PostgresEventStore(db.pool, db.url);
      try {
        return await replayInto(db.pool, store, chosen, { until, schema: args.schema ?? `replay_${until}` });
      } finally {
        await store.close();
      }
    });
    print(result);
    process.stdout.write(
      `Query it with: SET search_path TO ${result.schema}, public;  drop it with: DROP SCHEMA ${result.schema} CASCADE;\n`,
    );
    return 0;
  }
  if (command === 'events' && sub === 'export') {
    const filter = parseExportArgs(rest.slice(2));
    const write = streamWriter(process.stdout);
    let count: number;
    if (target) count = await exportOverHttp(target, filter, write, progressBar('export'));
    else {
      const config = loadConfig();
      requirePostgresStore(config, 'events export');
      count = await withDatabase(config, (db) => exportFromDatabase(db.pool, filter, write, progressBar('export')));
    }
    process.stderr.write(`exported ${count} events\n`);
    return 0;
  }
  if (command === 'events' && sub === 'import') {
    overHttp('events import');
    const config = loadConfig();
    requirePostgresStore(config, 'events import');
    const count = await withDatabase(config, (db) => importEvents(db.pool, process.stdin));
    process.stdout.write(`imported ${count} events; start the service to rebuild the read models from them\n`);
    return 0;
  }
  if (command === 'events' && sub === 'verify') {
    let report: { ok: boolean };
    if (target) report = await serverJson<{ ok: boolean }>(target, 'GET', '/api/admin/events/verify');
    else {
      const config = loadConfig();
      requirePostgresStore(config, 'events verify');
      report = await withDatabase(config, (db) => verifyHashChain(db.pool));
    }
    print(report);
    return report.ok ? 0 : 1;
  }
  if (command === 'events' && sub === 'copy') {
    overHttp('events copy');
    const args = parseCopyArgs(rest.slice(2));
    const config = loadConfig();
    const report = await withDatabase(config, async (db) => {
      const open = (kind: StoreKind): EventStore & EventImporter => {
        if (kind === 'postgres') return new PostgresEventStore(db.pool, db.url);
        if (!config.esdbConnectionString) throw new Error('ESDB_CONNECTION_STRING is required to copy to or from EventStoreDB');
        return EsdbEventStore.fromConnectionString(config.esdbConnectionString);
      };
      const source = open(args.from);
      const target = open(args.to);
      try {
        return await copyEvents(source, target, args.batchSize, (n) => process.stderr.write(`copied ${n} events\r`));
      } finally {
        await Promise.all([source.close(), target.close()]);
      }
    });
    process.stdout.write(
      `copied ${report.copied} events from ${args.from} to ${args.to}; verified ${report.verified} (ids, streams, versions, metadata, order)\n`,
    );
    process.stdout.write('Positions (public event ids) are assigned by the target: rebuild read models before switching EVENT_STORE.\n');
    return 0;
  }
  process.stdout.write(USAGE);
  return command === undefined || command === 'help' ? 0 : 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
