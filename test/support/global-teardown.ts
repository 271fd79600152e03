import { rmSync } from 'node:fs';

/** Stops the run's embedded PostgreSQL (if global-setup started one) and removes its data directory. */
export default async function globalTeardown(): Promise<void> {
  const { __pennantPg: server, __pennantPgDataDir: dataDir } = globalThis as {
    __pennantPg?: { stop(): Promise<void> };
    __pennantPgDataDir?: string;
  };
  if (server) await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
