import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { PENNANT_CONFIG, PG_POOL } from '@pennant/core';
import { writeIdRange } from '@pennant/event-store';
import { logger, type PennantConfig } from '@pennant/platform';

/** A stored first answer. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/** What a claim found (see IdempotencyRecords.claim). */
export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'mismatch' }
  | { kind: 'answered'; answer: StoredAnswer }
  | { kind: 'in-use'; retryAfterSeconds: number }
  /** Its owner is gone and its planned events are in the log: it was applied, its answer lost. */
  | { kind: 'applied'; positions: number[] };

export interface RecordId {
  scope: string;
  key: string;
}

/** How long a pending record stays its owner's without renewal; renewed every LEASE_RENEW_MS while its request runs. */
const LEASE_MS = 10_000;
const LEASE_RENEW_MS = 3_000;
const PURGE_EVERY_MS = 10 * 60_000;

interface FoundRow {
  fingerprint: string;
  state: 'pending' | 'done';
  owner: string;
  lease_over: boolean;
  lease_seconds: number;
  status: number | null;
  headers: Record<string, string> | null;
  body: string | null;
  positions: string[];
}

/** The uuid bounds of a write id's event ids (event-ids.ts), computed in SQL from `r.write_id`. */
const WRITE_RANGE = (column: string) =>
  `event_id BETWEEN (left(${column}, 8) || '-' || substr(${column}, 9, 4) || '-' || substr(${column}, 13, 4) || '-8000-000000000000')::uuid
                AND (left(${column}, 8) || '-' || substr(${column}, 9, 4) || '-' || substr(${column}, 13, 4) || '-bfff-ffffffffffff')::uuid`;

/**
 * The `http_idempotency` table (migrations 0350, 0520; ADR 0032, 0060): claims a key for a request
 * together with the request's write id (the prefix of the ids of every event it appends), stores
 * its answer, and resolves records left pending by a process that died by looking for the write's
 * events in the log.
 */
@Injectable()
export class IdempotencyRecords implements OnApplicationBootstrap, OnApplicationShutdown {
  /** This process, as the owner of the records it claims. */
  readonly owner = randomUUID();
  private readonly running = new Map<string, RecordId>();
  private renewTimer: NodeJS.Timeout | null = null;
  private purgeTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  onApplicationBootstrap(): void {
    const purge = () =>
      void this.purge().catch((error: unknown) => logger.warn('could not purge expired Idempotency-Key records', { error: String(error) }));
    purge();
    this.purgeTimer = setInterval(purge, PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  onApplicationShutdown(): void {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    if (this.renewTimer) clearInterval(this.renewTimer);
  }

  /**
   * Claims `id` for a request with `fingerprint` and write id `writeId`, or says what the key
   * already holds. A record older than the window is taken over as new; a pending record of a dead
   * owner (lease over, or this process's but no longer running) is resolved from the log: the
   * events of its write id are there (applied) or not (this request takes the key over and runs).
   */
  async claim(id: RecordId, fingerprint: string, writeId: string): Promise<ClaimOutcome> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const inserted = await this.pool.query(
        `INSERT INTO http_idempotency AS r (scope, key, fingerprint, owner, lease_until, write_id)
         VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond', $7)
         ON CONFLICT (scope, key) DO UPDATE
           SET fingerprint = excluded.fingerprint, owner = excluded.owner, lease_until = excluded.lease_until, state = 'pending',
               write_id = excluded.write_id, status = NULL, headers = NULL, body = NULL, created_at = now()
           WHERE r.created_at < now() - $6 * interval '1 hour'
         RETURNING 1`,
        [id.scope, id.key, fingerprint, this.owner, LEASE_MS, this.config.idempotencyKeyTtlHours, writeId],
      );
      if (inserted.rowCount === 1) return this.started(id);
      const postgres = this.config.eventStore === 'postgres';
      const { rows } = await this.pool.query<FoundRow>(
        `SELECT fingerprint, state, owner, lease_until < now() AS lease_over,
                ceil(greatest(0, extract(epoch FROM lease_until - now())))::int AS lease_seconds, status, headers, body,
                ${postgres ? `ARRAY(SELECT position FROM es_events WHERE ${WRITE_RANGE('r.write_id')} ORDER BY position)::text[]` : `'{}'::text[]`} AS positions
           FROM http_idempotency r WHERE scope = $1 AND key = $2`,
        [id.scope, id.key],
      );
      const found = rows[0];
      if (!found) continue; // released meanwhile: claim again
      if (found.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (found.state === 'done')
        return { kind: 'answered', answer: { status: found.status ?? 200, headers: found.headers ?? {}, body: found.body } };
      const ownerGone = found.owner === this.owner ? !this.running.has(this.mapKey(id)) : found.lease_over;
      if (!ownerGone) return { kind: 'in-use', retryAfterSeconds: Math.max(1, found.lease_seconds) };
      if (found.positions.length > 0) return { kind: 'applied', positions: found.positions.map(Number) };
      // With EventStoreDB the log cannot be asked by event id: the dead owner may have appended, so it is taken as applied (never twice).
      if (!postgres) return { kind: 'applied', positions: [] };
      // The first request never committed and never will (its process is gone): run this one.
      const taken = await this.pool.query(
        `UPDATE http_idempotency SET owner = $4, lease_until = now() + $5 * interval '1 millisecond', write_id = $6
          WHERE scope = $1 AND key = $2 AND state = 'pending' AND owner = $3`,
        [id.scope, id.key, found.owner, this.owner, LEASE_MS, writeId],
      );
      if (taken.rowCount === 1) return this.started(id);
    }
    return { kind: 'in-use', retryAfterSeconds: 1 };
  }

  /**
   * The positions of the events a write appended, from the log (its write id's range of event
   * ids, one index range scan); null where the log cannot be asked by event id (EventStoreDB).
   * Asked only when a request's answer does not carry its receipt (a failure).
   */
  async appendedBy(writeId: string): Promise<number[] | null> {
    if (this.config.eventStore !== 'postgres') return null;
    const { lo, hi } = writeIdRange(writeId);
    const { rows } = await this.pool.query<{ position: string }>(
      'SELECT position FROM es_events WHERE event_id BETWEEN $1 AND $2 ORDER BY position',
      [lo, hi],
    );
    return rows.map((r) => Number(r.position));
  }

  /** Stores the request's answer for its retries (also how a dead owner's applied request is answered from then on). */
  async finish(id: RecordId, answer: StoredAnswer): Promise<void> {
    this.running.delete(this.mapKey(id));
    await this.pool.query(
      `UPDATE http_idempotency SET state = 'done', status = $3, headers = $4::jsonb, body = $5
        WHERE scope = $1 AND key = $2 AND state = 'pending'`,
      [id.scope, id.key, answer.status, JSON.stringify(answer.headers), answer.body],
    );
  }

  /** Gives the key up (nothing happened that a retry must not repeat). */
  async release(id: RecordId): Promise<void> {
    this.running.delete(this.mapKey(id));
    await this.pool.query(`DELETE FROM http_idempotency WHERE scope = $1 AND key = $2 AND owner = $3 AND state = 'pending'`, [
      id.scope,
      id.key,
      this.owner,
    ]);
  }

  /** Leaves the record pending (the outcome is unknown): a retry resolves it from the log. */
  abandon(id: RecordId): void {
    this.running.delete(this.mapKey(id));
  }

  async purge(): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM http_idempotency WHERE created_at < now() - $1 * interval '1 hour'`, [
      this.config.idempotencyKeyTtlHours,
    ]);
    return rowCount ?? 0;
  }

  private started(id: RecordId): ClaimOutcome {
    this.running.set(this.mapKey(id), id);
    this.renewTimer ??= setInterval(() => void this.renew(), LEASE_RENEW_MS);
    this.renewTimer.unref();
    return { kind: 'claimed' };
  }

  /** Keeps the leases of this process's running requests (a crash lets them lapse within LEASE_MS). */
  private async renew(): Promise<void> {
    const ids = [...this.running.values()];
    if (ids.length === 0) {
      if (this.renewTimer) clearInterval(this.renewTimer);
      this.renewTimer = null;
      return;
    }
    await this.pool
      .query(
        `UPDATE http_idempotency SET lease_until = now() + $2 * interval '1 millisecond'
          WHERE owner = $1 AND state = 'pending' AND (scope, key) IN (SELECT * FROM unnest($3::text[], $4::text[]))`,
        [this.owner, LEASE_MS, ids.map((i) => i.scope), ids.map((i) => i.key)],
      )
      .catch((error: unknown) => logger.warn('could not renew Idempotency-Key leases', { error: String(error) }));
  }

  private mapKey(id: RecordId): string {
    return `${id.scope} ${id.key}`;
  }
}
