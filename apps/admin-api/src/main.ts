import '../../../libs/platform/src/runtime/register-aliases';
import { Pool } from 'pg';
import { migrate } from '@pennant/migrations';
import { AdminBootstrap } from '@pennant/access';
import { ConfigError, loadConfig, logger } from '@pennant/platform';
import { startupBanner } from './startup-banner';
import { startEmbeddedPostgres } from '../../../libs/platform/src/database/embedded-postgres';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  logger.setLevel(config.logLevel);
  let databaseUrl = config.databaseUrl;
  let embedded: { stop(): Promise<void> } | null = null;
  if (!databaseUrl) {
    logger.info('starting embedded PostgreSQL', { dataDir: config.dataDir });
    const server = await startEmbeddedPostgres({ dataDir: config.dataDir, durable: true });
    embedded = server;
    const admin = new Pool({ connectionString: server.url('postgres'), max: 1 });
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', ['pennant']);
    if (exists.rowCount === 0) await admin.query('CREATE DATABASE pennant');
    await admin.end();
    databaseUrl = server.socketUrl('pennant');
  }
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  const applied = await migrate(pool);
  await pool.end();
  if (applied.length > 0) logger.info('migrations applied', { applied });

  const app = await createApp(config, databaseUrl);
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const firstAdmin = config.runProjections ? await app.get(AdminBootstrap).run() : null;
  process.stdout.write(`${startupBanner({ url: `http://${shownHost}:${port}`, config, embedded: embedded !== null, firstAdmin })}\n`);
  const shutdown = async (signal: string) => {
    logger.info('shutting down', { signal });
    await app.close();
    if (embedded) await embedded.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.error('failed to start', { error: error instanceof Error ? error.stack : String(error) });
  }
  process.exit(1);
});
