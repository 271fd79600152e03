import type { OnApplicationShutdown } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';

/** Runs one read-model query on the guard's connection. */
export type GuardQuery = <T = Record<string, unknown>>(text: string, params: readonly unknown[]) => Promise<T[]>;

/** Class id of the guard's advisory locks (the two-int key space; the store and projections use one-bigint keys). */
const GUARD_LOCK_CLASS = 72616031;

/**
 * Unique names that are not the item's identity (a segment's, user's, role's, group's or signal
 * endpoint's name; their ids are numbers), ADR 0031. Writers that claim the same name take turns
 * on a PostgreSQL advisory lock keyed by the name; writers of different names never wait for each
 * other. Under the lock the command checks the caught-up read model, appends and waits for its
 * projections before the lock is released, so the next writer of that name sees it.
 *
 * The lock is held on a connection of the guard's own small pool, so that holders waiting for
 * projections never starve the pools the projections and the event store need.
 */
export class NameGuard implements OnApplicationShutdown {
  constructor(private readonly pool: Pool) {}

  async run<R>(keys: readonly string[], work: (query: GuardQuery) => Promise<R>): Promise<R> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    // Between its queries the held connection is idle: a server that goes away then (a restart)
    // reaches it as an 'error' event, which must not go unhandled; the connection is discarded.
    let lost: Error | undefined;
    const onError = (error: Error) => (lost = error);
    client.on('error', onError);
    try {
      // One key after the other in a fixed order, so two writers of the same two names cannot deadlock.
      for (const key of [...new Set(keys)].sort())
        await client.query('SELECT pg_advisory_lock($1::int, hashtext($2))', [GUARD_LOCK_CLASS, key]);
      return await work(async <T>(text: string, params: readonly unknown[]) => (await client.query(text, [...params])).rows as T[]);
    } finally {
      broken = lost ?? (await unlockAll(client));
      client.off('error', onError);
      client.release(broken);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end().catch(() => undefined);
  }
}

/** Releases the session's locks; a connection that cannot is discarded (its locks die with it). */
async function unlockAll(client: PoolClient): Promise<Error | undefined> {
  try {
    await client.query('SELECT pg_advisory_unlock_all()');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
