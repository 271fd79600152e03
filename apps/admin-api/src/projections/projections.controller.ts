import { Controller, Get, HttpCode, Inject, Injectable, Module, Param, Post } from '@nestjs/common';
import type { Pool } from 'pg';
import { PENNANT_CONFIG, PG_POOL } from '@pennant/core';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import { PROJECTIONS, ProjectionRuntime, rebuildProjection, RebuildAlreadyRunningError, type Projection, type RebuildProgress } from '@pennant/projections';
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
    if (this.config.eventStore !== 'postgres') throw new InvalidOperationError('Rebuilds run on the PostgreSQL event store; use `npm run cli -- projections rebuild` with EVENT_STORE=esdb.');
    if (this.running.has(name)) throw new NameExistsError(`A rebuild of ${name} is already running.`);
    this.running.set(name, { projection: name, starting: true });
    rebuildProjection(this.pool, this.store, projection, { onProgress: (p) => this.running.set(name, p) }).then(
      (result) => this.finished.set(name, { position: result.position, applied: result.applied, seconds: result.seconds, at: new Date().toISOString() }),
      (error: unknown) => {
        const message = error instanceof RebuildAlreadyRunningError ? error.message : `rebuild failed: ${error instanceof Error ? error.message : String(error)}`;
        logger.error('projection rebuild failed', { projection: name, error: message });
        this.finished.set(name, { error: message, at: new Date().toISOString() });
      },
    ).finally(() => this.running.delete(name));
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
