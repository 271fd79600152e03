import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Pool } from 'pg';
import { PENNANT_CONFIG, PG_POOL } from '@pennant/core';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import {
  findGreenRebuilds,
  PROJECTIONS,
  rebuildProjections,
  RebuildAlreadyRunningError,
  RebuildInterruptedError,
  replayInto,
  resolveUntil,
  type GreenRebuild,
  type Projection,
  type RebuildProgress,
  type ReplayResult,
} from '@pennant/projections';
import {
  array,
  BadDataError,
  InvalidOperationError,
  logger,
  named,
  NameExistsError,
  NotFoundError,
  object,
  optional,
  ServiceUnavailableError,
  string,
  validate,
  type PennantConfig,
} from '@pennant/platform';

/** Body of POST /api/admin/projections/replay (`pennant replay` over HTTP). */
export const replaySchema = named(
  'replaySchema',
  object({
    until: string({
      minLength: 1,
      maxLength: 40,
      pattern: /^(\d{1,18}|\d{4}-\d{2}-\d{2}\S*)$/,
      patternHint: 'an event id or an ISO date-time',
    }),
    schema: optional(string({ pattern: /^[a-z][a-z0-9_]{0,40}$/, patternHint: 'lower-case letters, digits and _, at most 41 characters' })),
    projections: optional(array(string({ minLength: 1, maxLength: 100 }), { maxItems: 100 })),
  }),
);

/** A rebuild running in this process: its progress, and where it resumed from (null until its green tables are ready). */
export type RunningRebuild = (RebuildProgress | { projection: string; starting: true }) & { resumedFrom: number | null };

/** The last rebuild this process finished (or failed), per projection. */
export type FinishedRebuild =
  { position: number; applied: number; seconds: number; resumedFrom: number; at: string } | { error: string; at: string };

/** What GET /api/admin/projections says about a projection's rebuild. */
export type RebuildReport = RunningRebuild | (GreenRebuild & { state: 'interrupted' | 'running-elsewhere' });

/**
 * Rebuilds started through the API, run in the background of this process (one per projection),
 * and rebuilds interrupted by a crash, resumed when the service starts (ADR 0018).
 */
@Injectable()
export class ProjectionRebuilds implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly running = new Map<string, RunningRebuild>();
  readonly finished = new Map<string, FinishedRebuild>();
  /** Aborted at shutdown: running rebuilds stop at a batch boundary, before the pool closes under them. */
  private readonly stopping = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  start(name: string): void {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new NotFoundError(`Could not find a projection named "${name}".`);
    this.run([projection], 1);
  }

  /** Every projection from one pass over the log, in two lanes (as `projections rebuild --all`). */
  startAll(): void {
    this.run(this.projections, 2);
  }

  private readonly replaying = new Set<string>();

  /** `pennant replay --until`: every (or the named) projection's tables as of a point of the log, in a scratch schema. */
  async replay(body: unknown): Promise<ReplayResult> {
    const input = validate(replaySchema, body);
    if (this.config.eventStore !== 'postgres') throw new InvalidOperationError('Replays run on the PostgreSQL event store.');
    const unknown = (input.projections ?? []).filter((name) => !this.projections.some((p) => p.name === name));
    if (unknown.length) throw new BadDataError(`Unknown projection ${unknown.join(', ')}; known: ${this.names().join(', ')}.`);
    const chosen = input.projections?.length ? this.projections.filter((p) => input.projections?.includes(p.name)) : this.projections;
    const time = /^\d+$/.test(input.until) ? null : new Date(input.until);
    if (time && Number.isNaN(time.getTime()))
      throw new BadDataError(`"until" must be an event id or an ISO date-time, got "${input.until}".`);
    const until = await resolveUntil(this.pool, input.until);
    const schema = input.schema ?? `replay_${until}`;
    if (schema === 'public' || schema.startsWith('pg_') || schema.startsWith('rebuild_'))
      throw new BadDataError('"schema" must not be public, pg_* or rebuild_*.');
    if (this.replaying.has(schema)) throw new NameExistsError(`A replay into ${schema} is already running.`);
    this.replaying.add(schema);
    try {
      return await replayInto(this.pool, this.store, chosen, { until, schema });
    } finally {
      this.replaying.delete(schema);
    }
  }

  names(): string[] {
    return this.projections.map((p) => p.name);
  }

  /**
   * A rebuild killed before its switch left its green tables and their position: resume it now
   * (docs/operations.md: rebuilds resume after an interruption), unless another process is running it.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.eventStore !== 'postgres') return;
    const greens = await findGreenRebuilds(this.pool, this.projections).catch((error: unknown) => {
      logger.warn('could not look for interrupted projection rebuilds', { error: String(error) });
      return [] as GreenRebuild[];
    });
    const interrupted = greens.filter((g) => !g.runningElsewhere);
    if (interrupted.length === 0) return;
    logger.info('resuming interrupted projection rebuilds', {
      rebuilds: interrupted.map((g) => ({ projection: g.projection, from: g.position })),
    });
    const chosen = this.projections.filter((p) => interrupted.some((g) => g.projection === p.name));
    this.run(chosen, chosen.length > 1 ? 2 : 1);
  }

  /** Per projection: the rebuild running here, else green tables left by an interrupted or foreign rebuild, else null. */
  async reports(): Promise<Map<string, RebuildReport>> {
    const reports = new Map<string, RebuildReport>(this.running);
    if (this.config.eventStore !== 'postgres') return reports;
    const others = this.projections.filter((p) => !this.running.has(p.name));
    for (const green of await findGreenRebuilds(this.pool, others)) {
      reports.set(green.projection, { ...green, state: green.runningElsewhere ? 'running-elsewhere' : 'interrupted' });
    }
    return reports;
  }

  /**
   * Shutdown: rebuilds running here stop at their next batch boundary and release their
   * connections before the pool closes; their green tables resume at the next start.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled([...this.inFlight]);
  }

  private run(projections: readonly Projection[], lanes: number): void {
    if (this.stopping.signal.aborted)
      throw new ServiceUnavailableError('The service is shutting down; start the rebuild after it restarts.');
    if (this.config.eventStore !== 'postgres')
      throw new InvalidOperationError(
        'Rebuilds run on the PostgreSQL event store; use `npm run cli -- projections rebuild` with EVENT_STORE=esdb.',
      );
    const busy = projections.filter((p) => this.running.has(p.name)).map((p) => p.name);
    if (busy.length) throw new NameExistsError(`A rebuild of ${busy.join(', ')} is already running.`);
    const pending = new Set(projections.map((p) => p.name));
    const resumedFrom = new Map<string, number>();
    for (const name of pending) this.running.set(name, { projection: name, starting: true, resumedFrom: null });
    const rebuild = rebuildProjections(this.pool, this.store, projections, {
      lanes,
      signal: this.stopping.signal,
      onPrepared: (greens) => {
        for (const g of greens) {
          resumedFrom.set(g.projection, g.resumedFrom);
          const entry = this.running.get(g.projection);
          if (entry) this.running.set(g.projection, { ...entry, resumedFrom: g.resumedFrom });
        }
      },
      onProgress: (p) => {
        for (const name of pending) this.running.set(name, { ...p, resumedFrom: resumedFrom.get(name) ?? null });
      },
      onSwitched: (result) => {
        pending.delete(result.projection);
        this.running.delete(result.projection);
        this.finished.set(result.projection, {
          position: result.position,
          applied: result.applied,
          seconds: result.seconds,
          resumedFrom: result.resumedFrom,
          at: new Date().toISOString(),
        });
      },
    })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof RebuildInterruptedError) {
            logger.info('projection rebuild stopped by the shutdown; it resumes at the next start', { projections: [...pending] });
            return;
          }
          const message =
            error instanceof RebuildAlreadyRunningError
              ? error.message
              : `rebuild failed: ${error instanceof Error ? error.message : String(error)}`;
          logger.error('projection rebuild failed', { projections: [...pending], error: message });
          for (const name of pending) this.finished.set(name, { error: message, at: new Date().toISOString() });
        },
      )
      .finally(() => {
        for (const name of pending) this.running.delete(name);
        this.inFlight.delete(rebuild);
      });
    this.inFlight.add(rebuild);
  }
}
