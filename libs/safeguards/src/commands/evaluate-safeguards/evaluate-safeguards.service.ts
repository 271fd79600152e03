import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { CommandExecutor, PENNANT_CONFIG, PG_POOL } from '@pennant/core';
import { SYSTEM_ACTOR, type Actor } from '@pennant/events';
import { featureStreamId } from '@pennant/features/domain';
import { ImpactMetricReads, observeWindow } from '@pennant/impact-metrics';
import { CLOCK, IntervalRunner, logger, type Clock, type PennantConfig } from '@pennant/platform';
import { conditionHolds, safeguardTripDecider } from '../../domain/safeguard-trip.decider';
import type { SafeguardRule } from '../../model/safeguard-rule';
import type { EvaluationOutcome } from '../../queries/get-safeguards/get-safeguards.response';

/** Class id of the evaluator's advisory lock (the two-int key space). */
const EVALUATOR_LOCK_CLASS = 72616066;
const MINUTE_MS = 60_000;

interface Candidate {
  id: string;
  feature_name: string;
  environment: string;
  rule: SafeguardRule;
  flag_on: boolean;
}

interface Evaluation {
  id: string;
  evaluatedAt: string;
  windowFrom: string;
  observed: number | null;
  outcome: EvaluationOutcome;
  firedAt: string | null;
}

/** The safeguards of live (not archived, not deleted) flags, with whether the flag is on in the safeguard's environment. */
const CANDIDATES = `
  SELECT s.id, s.feature_name, s.environment, s.rule, coalesce(fe.enabled, false) AS flag_on
    FROM rm_safeguards s
    JOIN rm_features f ON f.name = s.feature_name AND f.archived_at IS NULL
    LEFT JOIN rm_feature_environments fe ON fe.feature_name = s.feature_name AND fe.environment = s.environment
   ORDER BY s.id`;

const RECORD = `
  INSERT INTO safeguard_evaluations AS e (id, evaluated_at, window_from, observed, outcome, fired_at, fired_observed)
  SELECT r.id, r."evaluatedAt", r."windowFrom", r.observed, r.outcome, r."firedAt", CASE WHEN r."firedAt" IS NULL THEN NULL ELSE r.observed END
    FROM jsonb_to_recordset($1::jsonb) AS r(id text, "evaluatedAt" timestamptz, "windowFrom" timestamptz, observed float8, outcome text,
                                            "firedAt" timestamptz)
  ON CONFLICT (id) DO UPDATE SET evaluated_at = excluded.evaluated_at, window_from = excluded.window_from, observed = excluded.observed,
    outcome = excluded.outcome, fired_at = coalesce(excluded.fired_at, e.fired_at), fired_observed = coalesce(excluded.fired_observed, e.fired_observed)`;

/** The actor of a firing: the system, named by the safeguard (its id, `safeguard:<flag>:<environment>`). */
export const safeguardActor = (id: string): Actor => ({ id: SYSTEM_ACTOR.id, name: id, kind: 'system' });

/**
 * Evaluates every safeguard continuously (ADR 0065): every SAFEGUARD_EVALUATION_SECONDS, on one
 * node of the cluster at a time (a session advisory lock taken per run; a node that finds it taken
 * skips the run, as the potentially-stale job does). Each safeguard of a live flag that is on in its
 * environment reads its metric over its window ending now; when the value crosses the threshold the
 * flag's stream decides the firing (safeguardTripDecider) as the safeguard, directly through the
 * executor — no change-request rule stands in the way of turning a flag off. What each run
 * observed and decided is kept per safeguard (safeguard_evaluations: operational data, no event).
 */
@Injectable()
export class SafeguardEvaluator implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly runner: IntervalRunner;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly reads: ImpactMetricReads,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PENNANT_CONFIG) config: PennantConfig,
  ) {
    this.runner = new IntervalRunner('safeguard evaluation', config.impactMetrics.safeguardEvaluationSeconds * 1000, () => this.runOnce());
  }

  onApplicationBootstrap(): void {
    this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }

  /** One evaluation of every safeguard at `now`; returns how many fired, or null when another node holds the lock. */
  async runOnce(now: Date = this.clock.now()): Promise<number | null> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::int, hashtext($2)) AS locked', [
        EVALUATOR_LOCK_CLASS,
        'safeguards',
      ]);
      if (!rows[0].locked) return null;
      try {
        return await this.evaluateAll(now);
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1::int, hashtext($2))', [EVALUATOR_LOCK_CLASS, 'safeguards'])
          .catch((e: Error) => (broken = e));
      }
    } finally {
      client.release(broken);
    }
  }

  private async evaluateAll(now: Date): Promise<number> {
    const { rows } = await this.pool.query<Candidate>(CANDIDATES);
    const evaluations: Evaluation[] = [];
    let fired = 0;
    for (const candidate of rows) {
      try {
        const evaluation = await this.evaluate(candidate, now);
        if (evaluation.firedAt) fired += 1;
        evaluations.push(evaluation);
      } catch (error) {
        // One safeguard's failure (its flag busy, the database slow) never stops the others; the next run tries again.
        logger.warn('safeguard evaluation failed', {
          safeguard: candidate.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    await this.pool.query(RECORD, [JSON.stringify(evaluations)]);
    await this.pool.query('DELETE FROM safeguard_evaluations WHERE id NOT IN (SELECT id FROM rm_safeguards)');
    return fired;
  }

  private async evaluate(candidate: Candidate, now: Date): Promise<Evaluation> {
    const { id, rule } = candidate;
    const from = new Date(now.getTime() - rule.windowMinutes * MINUTE_MS);
    const base = { id, evaluatedAt: now.toISOString(), windowFrom: from.toISOString(), observed: null, firedAt: null };
    if (!rule.enabled) return { ...base, outcome: 'paused' };
    if (!candidate.flag_on) return { ...base, outcome: 'flag-off' };
    const observed = await observeWindow(this.reads, {
      environment: candidate.environment,
      metric: rule.metric,
      aggregation: rule.aggregation,
      labels: rule.labels,
      appName: rule.appName,
      from,
      to: now,
    });
    if (!conditionHolds(rule, observed)) return { ...base, observed, outcome: observed === null ? 'no-data' : 'within-threshold' };
    const result = await this.executor.execute({
      streamId: featureStreamId(candidate.feature_name),
      decider: safeguardTripDecider,
      actor: safeguardActor(id),
      command: {
        kind: 'trip',
        featureName: candidate.feature_name,
        environment: candidate.environment,
        safeguard: { id, ...rule },
        observed,
        windowFrom: from.toISOString(),
        windowTo: now.toISOString(),
      },
    });
    if (result.events.length === 0) return { ...base, observed, outcome: 'flag-off' };
    logger.info('safeguard turned a flag off', { safeguard: id, observed, position: result.receipt.lastPosition });
    return { ...base, observed, outcome: 'fired', firedAt: now.toISOString() };
  }
}
