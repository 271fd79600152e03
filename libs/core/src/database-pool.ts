import { Pool, type PoolClient, type PoolConfig } from 'pg';
import { logger } from '@pennant/platform';

/**
 * The service's connection pool. A connection the server ends (a restart, an administrator) emits
 * an 'error' event: while idle the pool drops it and we log a warning; while checked out between
 * two queries (an append's transaction, a rebuild lane, a held lock) nobody else listens, and an
 * unhandled 'error' event would crash the process. Every connection therefore gets a listener when
 * it is made: the holder's next query fails as any failed query does, and release discards the
 * connection (pg-pool drops clients that are no longer queryable).
 */
export function createDatabasePool(config: PoolConfig): Pool {
  const pool = new Pool(config);
  pool.on('error', (error) => logger.warn('idle database connection failed', { error: error.message }));
  pool.on('connect', (client: PoolClient) => {
    client.on('error', () => undefined);
  });
  return pool;
}
