import { Inject, Injectable } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { logger } from '@pennant/platform';
import { PG_POOL } from './tokens';

/** A rate: `perSecond` on average (fractional for "per minute" limits), `burst` at once after a quiet spell. */
export interface RateLimit {
  perSecond: number;
  burst: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** What the shared store granted for a key: up to the requests wanted, or none and how long until one fits. */
export interface RateGrant {
  granted: number;
  waitMs: number;
}

/** Where the cluster's limiter state lives (PostgreSQL's `pennant_rate_take`; a fake in unit tests). */
export interface RateStore {
  take(key: string, intervalUs: number, capacity: number, wanted: number): Promise<RateGrant>;
}

/** Requests granted ahead to one node expire this long after the grant (unused ones are simply lost: stricter, never looser). */
export const CREDIT_TTL_MS = 1000;
/** A node reserves at most this share of a second's rate at once. */
const CHUNK_SHARE = 0.25;
const MAX_KEYS = 10_000;

interface KeyState {
  /** Requests granted to this node and not used yet, valid until `creditsUntil`. */
  credits: number;
  creditsUntil: number;
  /** The store said the key is exhausted until then (this node refuses without asking). */
  blockedUntil: number;
  /** Requests asked for at the next reservation (grows while they are used up, shrinks while they expire). */
  chunk: number;
  reserving: Promise<void> | null;
}

function retryAfter(waitMs: number): RateDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * A rate limit that holds for the cluster, not per node (ADR 0057): the state of each key is one
 * row in PostgreSQL, taken with the generic cell rate algorithm on the database's clock, so N
 * nodes together grant what one would. Kept cheap: a node that learns a key is exhausted refuses
 * locally until the store said it fits again (a flood costs one statement per node and refill,
 * not one per request), and a node serving a busy key reserves several requests in one statement
 * (at most a quarter second's worth; reserved requests it does not use within a second are lost,
 * which makes the cluster stricter, never looser). Low limits (a signal endpoint's 1 per second)
 * reserve one request at a time, so they are exact. A store that cannot be reached lets the
 * request through: a limiter outage must not become an outage of what it protects (writes that
 * need the database fail on their own).
 */
export class ClusterRateLimiter {
  private readonly keys = new Map<string, KeyState>();

  constructor(
    private readonly store: RateStore,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async take(key: string, limit: RateLimit): Promise<RateDecision> {
    const state = this.stateOf(key);
    for (;;) {
      const now = this.now();
      if (state.blockedUntil > now) return retryAfter(state.blockedUntil - now);
      if (state.credits > 0 && state.creditsUntil > now) {
        state.credits -= 1;
        return { allowed: true };
      }
      if (state.reserving) {
        await state.reserving;
        continue;
      }
      let failed = false;
      state.reserving = this.reserve(key, state, limit, now)
        .catch((error: unknown) => {
          failed = true;
          logger.warn('shared rate limit not reachable; request let through', { key: key.split(':')[0], error: String(error) });
        })
        .finally(() => {
          state.reserving = null;
        });
      await state.reserving;
      if (failed) return { allowed: true };
    }
  }

  private async reserve(key: string, state: KeyState, limit: RateLimit, now: number): Promise<void> {
    const maxChunk = Math.max(1, Math.floor(Math.min(limit.burst, limit.perSecond * CHUNK_SHARE)));
    if (state.creditsUntil > now) state.chunk = Math.min(maxChunk, state.chunk * 2);
    else if (state.credits > 0) state.chunk = Math.max(1, Math.floor(state.chunk / 2));
    state.chunk = Math.min(state.chunk, maxChunk);
    const intervalUs = Math.max(1, Math.round(1_000_000 / limit.perSecond));
    const grant = await this.store.take(key, intervalUs, Math.max(1, Math.floor(limit.burst)), state.chunk);
    const after = this.now();
    if (grant.granted > 0) {
      state.credits = grant.granted;
      state.creditsUntil = after + CREDIT_TTL_MS;
    } else {
      state.credits = 0;
      state.creditsUntil = 0;
      state.blockedUntil = after + grant.waitMs;
    }
  }

  private stateOf(key: string): KeyState {
    const known = this.keys.get(key);
    if (known) return known;
    if (this.keys.size >= MAX_KEYS) {
      for (const [oldest, state] of this.keys) {
        if (state.reserving) continue;
        this.keys.delete(oldest);
        break;
      }
    }
    const state: KeyState = { credits: 0, creditsUntil: 0, blockedUntil: 0, chunk: 1, reserving: null };
    this.keys.set(key, state);
    return state;
  }
}

/** Rows idle this long are dropped (a key whose arrival time is that old is as good as new). */
const PRUNE_IDLE_US = 24 * 3_600_000_000;
const PRUNE_EVERY_MS = 3_600_000;

/** The limiter state in PostgreSQL (`rate_limits`, migration 0490): one statement per reservation. */
export class PostgresRateStore implements RateStore {
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly pool: Pool) {}

  async take(key: string, intervalUs: number, capacity: number, wanted: number): Promise<RateGrant> {
    const { rows } = await this.pool.query<{ granted: number; wait_us: string }>(
      'SELECT granted, wait_us FROM pennant_rate_take($1, $2, $3, $4)',
      [key, intervalUs, capacity, wanted],
    );
    this.pruneNowAndThen();
    return { granted: rows[0].granted, waitMs: Number(rows[0].wait_us) / 1000 };
  }

  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    this.pool
      .query('DELETE FROM rate_limits WHERE tat_us < (extract(epoch FROM clock_timestamp()) * 1000000)::bigint - $1', [PRUNE_IDLE_US])
      .catch((error: unknown) => logger.warn('rate limit rows not pruned', { error: String(error) }));
  }
}

/** The process's shared limiter, on the service's pool (provided by CoreModule). */
@Injectable()
export class SharedRateLimits extends ClusterRateLimiter {
  constructor(@Inject(PG_POOL) pool: Pool) {
    super(new PostgresRateStore(pool));
  }
}
