import '../../../libs/platform/src/runtime/register-aliases';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Pool } from 'pg';
import { CoreModule } from '@pennant/core';
import { migrate } from '@pennant/migrations';
import { ConfigError, loadConfig, logger, type PennantConfig } from '@pennant/platform';
import { ALL_PROJECTIONS } from '@pennant/read-models';

@Module({})
class ProjectorModule {
  static forRoot(config: PennantConfig, databaseUrl: string): DynamicModule {
    return {
      module: ProjectorModule,
      imports: [CoreModule.forRoot({ config, databaseUrl, projections: ALL_PROJECTIONS, runProjections: true })],
    };
  }
}

/**
 * Standalone projector for scale-out: runs every projection (one active runner per projection
 * across processes, by advisory lock) against DATABASE_URL. Pair with RUN_PROJECTIONS=false on
 * the API nodes, or not: extra runners simply stand by.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  logger.setLevel(config.logLevel);
  if (!config.databaseUrl) throw new ConfigError(['DATABASE_URL is required for the standalone projector']);
  const pool = new Pool({ connectionString: config.databaseUrl, max: 1 });
  await migrate(pool);
  await pool.end();
  const app = await NestFactory.createApplicationContext(ProjectorModule.forRoot(config, config.databaseUrl), {
    logger: ['error', 'warn'],
  });
  app.enableShutdownHooks();
  logger.info('projector running', { projections: ALL_PROJECTIONS.map((p) => p.name) });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
