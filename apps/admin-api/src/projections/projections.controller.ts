import { Controller, Get, HttpCode, Inject, Injectable, Module, Param, Post } from '@nestjs/common';
import type { Pool } from 'pg';
import { PENNANT_CONFIG, PG_POOL } from '@pennant/core';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import { PROJECTIONS, ProjectionRuntime, rebuildProjections, RebuildAlreadyRunningError, type Projection, type RebuildProgress } from '@pennant/projections';
import { ApiDoc, InvalidOperationError, logger, NameExistsError, NotFoundError, type PennantConfig } from '@pennant/platform';

/** Rebuilds started through the API, run in the background of this process (one per projection). */
@Injectable()
export class ProjectionRebuilds {
  readonly running = new Map<string, RebuildProgress | { projection: string; starting: true }>();
  readonly finished = new Map<string, { position: number; applied: number; seconds: number; at: string } | { error: string; at: string }>();

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

  names(): string[] {
    return this.projections.map((p) => p.name);
  }

  private run(projections: readonly Projection[], lanes: number): void {
    if (this.config.eventStore !== 'postgres') throw new InvalidOperationError('Rebuilds run on the PostgreSQL event store; use `npm run cli -- projections rebuild` with EVENT_STORE=esdb.');
    const busy = projections.filter((p) => this.running.has(p.name)).map((p) => p.name);
    if (busy.length) throw new NameExistsError(`A rebuild of ${busy.join(', ')} is already running.`);
    const pending = new Set(projections.map((p) => p.name));
    for (const name of pending) this.running.set(name, { projection: name, starting: true });
    rebuildProjections(this.pool, this.store, projections, {
      lanes,
      onProgress: (p) => {
        for (const name of pending) this.running.set(name, p);
      },
      onSwitched: (result) => {
        pending.delete(result.projection);
        this.running.delete(result.projection);
        this.finished.set(result.projection, { position: result.position, applied: result.applied, seconds: result.seconds, at: new Date().toISOString() });
      },
    }).then(
      () => undefined,
      (error: unknown) => {
        const message = error instanceof RebuildAlreadyRunningError ? error.message : `rebuild failed: ${error instanceof Error ? error.message : String(error)}`;
        logger.error('projection rebuild failed', { projections: [...pending], error: message });
        for (const name of pending) this.finished.set(name, { error: message, at: new Date().toISOString() });
      },
    ).finally(() => {
      for (const name of pending) this.running.delete(name);
    });
  }
}

/** Operators without shell access: projection status and blue/green rebuilds (ADMIN; ADR 0018). */
@Controller('api/admin/projections')
export class ProjectionsController {
  constructor(
    private readonly runtime: ProjectionRuntime,
    private readonly rebuilds: ProjectionRebuilds,
  ) {}

  @Get()
  @ApiDoc({ summary: 'Each projection: version, checkpoint, lag, state, and a rebuild in progress or last finished', tag: 'Operations', errors: [403] })
  async status() {
    const projections = await this.runtime.status();
    return {
      projections: projections.map((p) => ({ ...p, rebuild: this.rebuilds.running.get(p.name) ?? null, lastRebuild: this.rebuilds.finished.get(p.name) ?? null })),
    };
  }

  @Post('rebuild')
  @HttpCode(202)
  @ApiDoc({ summary: 'Start a blue/green rebuild of every projection from one pass over the log, in the background (202; progress in GET /api/admin/projections)', tag: 'Operations', errors: [403, 409] })
  rebuildAll() {
    this.rebuilds.startAll();
    return { projections: this.rebuilds.names(), started: true };
  }

  @Post(':name/rebuild')
  @HttpCode(202)
  @ApiDoc({ summary: 'Start a blue/green rebuild of a projection in the background (202; progress in GET /api/admin/projections)', tag: 'Operations', errors: [403, 404, 409] })
  rebuild(@Param('name') name: string) {
    this.rebuilds.start(name);
    return { projection: name, started: true };
  }
}

@Module({ controllers: [ProjectionsController], providers: [ProjectionRebuilds] })
export class ProjectionsAdminModule {}
