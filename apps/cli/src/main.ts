#!/usr/bin/env node
import '../../../libs/platform/src/runtime/register-aliases';
import { Pool } from 'pg';
import { EsdbEventStore, PostgresEventStore, verifyHashChain, type EventImporter, type EventStore } from '@pennant/event-store';
import { migrate } from '@pennant/migrations';
import { loadConfig } from '@pennant/platform';
import { rebuildProjections, replayInto, resolveUntil } from '@pennant/projections';
import { ALL_PROJECTIONS } from '../../admin-api/src/app.module';
import { exportEvents, importEvents, parseExportArgs } from '@pennant/event-store';
import { copyEvents, parseCopyArgs, type StoreKind } from './events-copy';
import { readProjectionsStatus } from './projections-status';

const USAGE = `Usage: pennant <command>

Commands:
  migrate                 apply pending database migrations (DATABASE_URL required)
  projections status      each projection's checkpoint, lag and state
  projections rebuild <name>|--all [--parallel N]
                          blue/green rebuild from the log while the service keeps serving;
                          resumable after an interruption; one at a time per projection (ADR 0018)
  events export [--from <position|ISO time>] [--to …] [--project p] [--type t] > log.ndjson
                          the log as NDJSON, streamed in position order (a full export restores)
  events import < log.ndjson
                          restore a full export into an EMPTY store (same positions and hashes);
                          run it after \`migrate\` and before the service's first start
  events verify           recompute the event log's hash chain; exit 1 at the first broken link (ADR 0013)
  events copy --from postgres|esdb --to esdb|postgres [--batch-size N]
                          copy the whole event log into an empty other store and verify it
                          (DATABASE_URL and ESDB_CONNECTION_STRING required; see README "EventStoreDB")
  replay --until <event id|ISO time> [--schema name] [--projection name]...
                          the read models as they were at that point, in a scratch schema
                          (default replay_<event id>) to query with SQL; live tables untouched
  help                    this text
`;

async function withPool<T>(run: (pool: Pool) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required (the embedded database is only started by `npm start`).');
  const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
  try {
    return await run(pool);
  } finally {
    await pool.end();
  }
}

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

async function main(argv: string[]): Promise<number> {
  const [command, sub] = argv;
  if (command === 'migrate') {
    const applied = await withPool((pool) => migrate(pool));
    process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'database is up to date\n');
    return 0;
  }
  if (command === 'projections' && sub === 'status') {
    const rows = await withPool(readProjectionsStatus);
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return 0;
  }
  if (command === 'projections' && sub === 'rebuild') {
    const target = argv[2];
    const parallelAt = argv.indexOf('--parallel');
    // Default 2 lanes: the machines we run on have two cores and PostgreSQL does most of the work.
    const parallel = parallelAt > 0 ? Number(argv[parallelAt + 1]) : 2;
    if (!Number.isInteger(parallel) || parallel < 1 || parallel > 8) throw new Error('--parallel needs a number from 1 to 8');
    const known = ALL_PROJECTIONS.map((P) => new P());
    const chosen = target === '--all' ? known : known.filter((p) => p.name === target);
    if (!target || chosen.length === 0) throw new Error(`projections rebuild needs --all or one of: ${known.map((p) => p.name).join(', ')}`);
    await withPool(async (pool) => {
      const store = new PostgresEventStore(pool, loadConfig().databaseUrl as string);
      try {
        // The whole set from one pass over the log; --parallel N applies each batch on N connections at once.
        let barShown = false;
        await rebuildProjections(pool, store, chosen, {
          lanes: parallel,
          onProgress: (p) => {
            const percent = p.head > 0 ? Math.min(100, Math.floor((p.position / p.head) * 100)) : 100;
            const bar = '#'.repeat(Math.floor(percent / 5)).padEnd(20, '.');
            const label = chosen.length === 1 ? chosen[0].name : `${chosen.length} projections`;
            barShown = true;
            process.stderr.write(`\r${label} [${bar}] ${percent}% ${p.position}/${p.head}  ${p.eventsPerSecond} events/s  ETA ${p.etaSeconds ?? '?'} s   `);
          },
          onSwitched: (result) => {
            if (barShown) process.stderr.write('\n');
            barShown = false;
            process.stdout.write(`${result.projection}: rebuilt to position ${result.position} (${result.applied} events applied in ${result.seconds.toFixed(1)} s${result.resumedFrom ? `, resumed from ${result.resumedFrom}` : ''}) and switched\n`);
          },
        });
      } finally {
        await store.close();
      }
    });
    return 0;
  }
  if (command === 'replay') {
    const args = parseReplayArgs(argv.slice(1));
    const known = ALL_PROJECTIONS.map((P) => new P());
    const unknown = args.projections.filter((n) => !known.some((p) => p.name === n));
    if (unknown.length) throw new Error(`unknown projection ${unknown.join(', ')}; known: ${known.map((p) => p.name).join(', ')}`);
    const chosen = args.projections.length ? known.filter((p) => args.projections.includes(p.name)) : known;
    const result = await withPool(async (pool) => {
      const until = await resolveUntil(pool, args.until);
      const store = new PostgresEventStore(pool, loadConfig().databaseUrl as string);
      try {
        return await replayInto(pool, store, chosen, { until, schema: args.schema ?? `replay_${until}` });
      } finally {
        await store.close();
      }
    });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(`Query it with: SET search_path TO ${result.schema}, public;  drop it with: DROP SCHEMA ${result.schema} CASCADE;\n`);
    return 0;
  }
  if (command === 'events' && sub === 'export') {
    const filter = parseExportArgs(argv.slice(2));
    const count = await withPool((pool) =>
      exportEvents(pool, filter, (line) => (process.stdout.write(line) ? undefined : new Promise<void>((resolve) => process.stdout.once('drain', () => resolve())))),
    );
    process.stderr.write(`exported ${count} events\n`);
    return 0;
  }
  if (command === 'events' && sub === 'import') {
    const count = await withPool((pool) => importEvents(pool, process.stdin));
    process.stdout.write(`imported ${count} events; start the service to rebuild the read models from them\n`);
    return 0;
  }
  if (command === 'events' && sub === 'verify') {
    const report = await withPool((pool) => verifyHashChain(pool));
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return report.ok ? 0 : 1;
  }
  if (command === 'events' && sub === 'copy') {
    const args = parseCopyArgs(argv.slice(2));
    const report = await withPool(async (pool) => {
      const open = (kind: StoreKind): EventStore & EventImporter => {
        if (kind === 'postgres') return new PostgresEventStore(pool, loadConfig().databaseUrl as string);
        const connection = loadConfig().esdbConnectionString;
        if (!connection) throw new Error('ESDB_CONNECTION_STRING is required to copy to or from EventStoreDB');
        return EsdbEventStore.fromConnectionString(connection);
      };
      const source = open(args.from);
      const target = open(args.to);
      try {
        return await copyEvents(source, target, args.batchSize, (n) => process.stderr.write(`copied ${n} events\r`));
      } finally {
        await Promise.all([source.close(), target.close()]);
      }
    });
    process.stdout.write(`copied ${report.copied} events from ${args.from} to ${args.to}; verified ${report.verified} (ids, streams, versions, metadata, order)\n`);
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
