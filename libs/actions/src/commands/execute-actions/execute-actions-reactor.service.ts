import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';
import type { JsonValue } from '@pennant/events';
import { logger } from '@pennant/platform';
import { matchesSignal } from '../../domain/signal-filter';
import { ActionFacts } from '../../facts/action.facts';
import { ActionSetRunner } from './execute-actions-runner.service';

/** Safety net for signals stored by other nodes (or while a wake-up was missed). */
export const POLL_INTERVAL_MS = 2000;

interface SignalRow {
  id: string;
  source: string;
  source_id: number;
  payload: JsonValue;
}

/**
 * Reacts to received signals (ADR 0010). Driven by the `signals` table, not by
 * memory: a signal is processed when `processed_at` is set, in the same transaction that
 * records the executions in `action_set_events`, while the row is locked (`FOR UPDATE SKIP
 * LOCKED`, so several nodes share the work and never run one signal twice at once). A crash
 * before the commit leaves the signal unprocessed and it runs again after the restart
 * (at least once; toggling is idempotent). The intake wakes it after each stored signal; a
 * timer polls as a safety net. Runs in the background: the sender's response never waits.
 */
@Injectable()
export class SignalReactor implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly runner: ActionSetRunner,
    private readonly actionSets: ActionFacts,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), POLL_INTERVAL_MS);
    this.timer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Process every pending signal soon; coalesces concurrent wake-ups into one more pass. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Processes pending signals in id order until none is left (or a database error: next wake-up). */
  async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.processNext())) {
        // next signal
      }
    } catch (error) {
      logger.warn('signal reactor pass failed; retrying on the next wake-up', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** Claims the oldest unprocessed signal, runs the matching action sets, marks it processed. */
  async processNext(): Promise<boolean> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const [signal] = (await runner.query(
        'SELECT id, source, source_id, payload FROM signals WHERE processed_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED',
      )) as SignalRow[];
      if (!signal) {
        await runner.commitTransaction();
        return false;
      }
      await this.react(signal, runner);
      await runner.query('UPDATE signals SET processed_at = now() WHERE id = $1', [signal.id]);
      await runner.commitTransaction();
      return true;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async react(signal: SignalRow, tx: QueryRunner): Promise<void> {
    for (const set of await this.actionSets.enabledSetsListeningTo(signal.source, signal.source_id)) {
      if (!matchesSignal(set.match.payload, signal.payload)) continue;
      const execution = await this.runner.run(set);
      await tx.query(
        'INSERT INTO action_set_events (project, action_set_id, signal_id, state, action_set) VALUES ($1, $2, $3, $4, $5::jsonb)',
        [set.project, set.id, signal.id, execution.state, JSON.stringify(execution.actionSet)],
      );
      if (execution.state === 'failed')
        logger.warn('action set failed', { project: set.project, actionSetId: set.id, signalId: Number(signal.id) });
    }
  }
}
