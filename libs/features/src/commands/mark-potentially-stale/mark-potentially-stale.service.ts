import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandExecutor } from '@pennant/core';
import { SYSTEM_ACTOR, type FlagType } from '@pennant/events';
import { CLOCK, IntervalRunner, logger, type Clock } from '@pennant/platform';
import { featureDecider, featureStreamId, type FlagTypeLifetimes } from '../../domain/feature.decider';
import { DEFAULT_FLAG_TYPE_LIFETIMES } from '../../domain/feature-lifecycle.decide';
import { loadFeatureTypes } from '../../queries/get-feature-types/get-feature-types.handler';
import { FeatureLifecycleFacts } from '../../facts/feature-lifecycle.facts';

const INTERVAL_MS = 60_000;
const LOCK_KEY = 'pennant:potentially-stale-job';

/**
 * Every minute, marks active, non-stale flags past their type's lifetime with
 * `feature-potentially-stale-on` (by the system user). Candidates come from the feature-view
 * read model; the decider re-checks each flag on its stream, so a stale read, a concurrent
 * run on another node or a retry emits nothing twice. A session advisory lock keeps the other
 * nodes from doing the same work meanwhile (they skip the run).
 */
@Injectable()
export class PotentiallyStaleJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly runner = new IntervalRunner('potentially-stale job', INTERVAL_MS, () => this.runOnce());

  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: CommandExecutor,
    private readonly facts: FeatureLifecycleFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }

  /** One pass at `now`; returns how many flags were marked (0 when another node holds the lock). */
  async runOnce(now: Date = this.clock.now()): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [LOCK_KEY])) as { locked: boolean }[];
      if (!locked) return 0;
      try {
        return await this.markDue(now);
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  private async markDue(now: Date): Promise<number> {
    const lifetimes = await this.lifetimes();
    const due = await this.facts.pastTheirLifetime(withLifetime(lifetimes), now);
    let marked = 0;
    for (const name of due) {
      try {
        const result = await this.executor.execute({
          streamId: featureStreamId(name),
          decider: featureDecider,
          actor: SYSTEM_ACTOR,
          command: { kind: 'mark-potentially-stale', name, now: now.toISOString(), lifetimes },
        });
        marked += result.events.length > 0 ? 1 : 0;
      } catch (error) {
        // One busy flag must not stop the run; the next run retries it.
        logger.warn('potentially-stale job skipped a flag', {
          feature: name,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return marked;
  }

  /** Flag-type lifetimes: Unleash's defaults, as changed through `PUT /feature-types/{id}/lifetime` (rm_feature_types). */
  private async lifetimes(): Promise<FlagTypeLifetimes> {
    const types = await loadFeatureTypes(this.dataSource);
    return { ...DEFAULT_FLAG_TYPE_LIFETIMES, ...Object.fromEntries(types.map((t) => [t.id, t.lifetimeDays])) };
  }
}

/** The types that do go stale, with their lifetime in days. */
function withLifetime(lifetimes: FlagTypeLifetimes): Partial<Record<FlagType, number>> {
  return Object.fromEntries(Object.entries(lifetimes).filter((entry): entry is [FlagType, number] => entry[1] !== null && entry[1] > 0));
}
