import type { Pool } from 'pg';

/** Class id of these advisory locks (the two-int key space, apart from the name guard's and the store's). */
const CLUSTER_LOCK_CLASS = 72616057;

/**
 * Runs `work` while this process holds the cluster-wide lock `name` (a PostgreSQL session advisory
 * lock on a connection of `pool`, held for the whole of `work`): nodes that run the same step at
 * the same moment take turns, and each sees what the one before it did (ADR 0057: first-start
 * steps). The connection is released with its lock, also when `work` throws; a connection the
 * server ended is discarded (its lock died with it).
 */
export async function withClusterLock<R>(pool: Pool, name: string, work: () => Promise<R>): Promise<R> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (error: Error) => (lost = error);
  client.on('error', onError);
  try {
    await client.query('SELECT pg_advisory_lock($1::int, hashtext($2))', [CLUSTER_LOCK_CLASS, name]);
    return await work();
  } finally {
    if (!lost)
      await client.query('SELECT pg_advisory_unlock($1::int, hashtext($2))', [CLUSTER_LOCK_CLASS, name]).catch((e: Error) => (lost = e));
    client.off('error', onError);
    client.release(lost);
  }
}
