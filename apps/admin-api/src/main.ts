import '../../../libs/platform/src/runtime/register-aliases';
import { Pool } from 'pg';
import { migrate } from '@pennant/migrations';
import { AdminBootstrap } from '@pennant/access';
import { assertSafeToListen, ConfigError, loadConfig, logger, type PennantConfig } from '@pennant/platform';
import { DataDirInUseError } from '../../../libs/platform/src/database/data-dir-owner';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../libs/platform/src/database/embedded-postgres';
import { superviseEmbeddedDatabase } from '../../../libs/platform/src/database/embedded-supervisor';
import { startupBanner } from './startup-banner';
import { createApp } from './create-app';
import { gracefulShutdown, onShutdownSignals } from './lifecycle/graceful-shutdown';

// Signals are ours from the first line (ADR 0034): no library's exit hook decides when we stop.
let shutdown: ((reason: string, code?: number) => Promise<void>) | null = null;
let stopRequested: string | null = null;
let embedded: EmbeddedDatabase | null = null;
onShutdownSignals(async (reason) => {
  if (shutdown) return shutdown(reason);
  stopRequested ??= reason; // still starting: stop once the current step is done
});

/** The embedded PostgreSQL on PENNANT_DATA_DIR (a leftover of a killed run is stopped first), with a `pennant` database. */
async function startEmbedded(config: PennantConfig): Promise<string> {
  logger.info('starting embedded PostgreSQL', { dataDir: config.dataDir });
  const log = (message: string, fields: Record<string, unknown>) => logger.warn(message, fields);
  const server = await startEmbeddedPostgres({ dataDir: config.dataDir, durable: true, detached: true, role: 'service', log });
  embedded = server;
  const admin = new Pool({ connectionString: server.url('postgres'), max: 1 });
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', ['pennant']);
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE pennant');
  await admin.end();
  return server.socketUrl('pennant');
}

async function stopEarly(reason: string): Promise<never> {
  logger.info('stopped while starting', { reason });
  await embedded?.stop();
  process.exit(0);
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Before any work: a non-loopback HOST with the built-in development token is refused (ADR 0056).
  assertSafeToListen(config);
  logger.setLevel(config.logLevel);
  const databaseUrl = config.databaseUrl ?? (await startEmbedded(config));
  if (stopRequested) await stopEarly(stopRequested);
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  const applied = await migrate(pool);
  await pool.end();
  if (applied.length > 0) logger.info('migrations applied', { applied });

  const app = await createApp(config, databaseUrl);
  const server = embedded;
  const stopSupervisor = server
    ? superviseEmbeddedDatabase(server, {
        attempts: config.lifecycle.embeddedDbRestarts,
        log: (level, message, fields) => logger[level](message, fields),
        onGiveUp: () => void shutdown?.('the embedded PostgreSQL could not be restarted', 1),
      })
    : undefined;
  shutdown = gracefulShutdown({
    app,
    timeoutMs: config.lifecycle.shutdownTimeoutMs,
    stopDatabase: server ? () => server.stop() : undefined,
    stopSupervisor,
  });
  if (stopRequested) return void shutdown(stopRequested);
  // Before listening: on a non-loopback address a first start without INIT_ADMIN_PASSWORD is refused (ADR 0056).
  const firstAdmin = config.runProjections ? await app.get(AdminBootstrap).run() : null;
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const bound = typeof address === 'object' && address ? address.address : config.host;
  process.stdout.write(`${startupBanner({ url: `http://${shownHost}:${port}`, bound, config, embedded: server !== null, firstAdmin })}\n`);
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.error('failed to start', { error: error instanceof Error ? error.stack : String(error) });
  }
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
