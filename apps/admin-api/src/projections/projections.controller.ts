import { Body, Controller, Get, HttpCode, Inject, Injectable, Module, Param, Post } from '@nestjs/common';
import type { Pool } from 'pg';
import { PENNANT_CONFIG, PG_POOL } from '@pennant/core';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import { PROJECTIONS, ProjectionRuntime, rebuildProjections, RebuildAlreadyRunningError, replayInto, resolveUntil, type ReplayResult, type Projection, type RebuildProgress } from '@pennant/projections';
import { Access, ApiDoc, array, BadDataError, InvalidOperationError, logger, NameExistsError, NotFoundError, object, optional, string, validate, type PennantConfig } from '@pennant/platform';

/** Body of POST /api/admin/projections/replay (`pennant replay` over HTTP). */
export const replaySchema = object({
  until: string({ minLength: 1, maxLength: 40, pattern: /^(\d{1,18}|\d{4}-\d{2}-\d{2}\S*)$/, patternHint: 'an event id or an ISO date-time' }),
  schema: optional(string({ pattern: /^[a-z][a-z0-9_]{0,40}$/, patternHint: 'lower-case letters, digits and _, at most 41 characters' })),
  projections: optional(array(string({ minLength: 1, maxLength: 100 }), { maxItems: 100 })),
});

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

  private readonly replaying = new Set<string>();

  /** `pennant replay --until`: every (or the named) projection's tables as of a point of the log, in a scratch schema. */
  async replay(body: unknown): Promise<ReplayResult> {
    const input = validate(replaySchema, body);
    if (this.config.eventStore !== 'postgres') throw new InvalidOperationError('Replays run on the PostgreSQL event store.');
    const unknown = (input.projections ?? []).filter((name) => !this.projections.some((p) => p.name === name));
    if (unknown.length) throw new BadDataError(`Unknown projection ${unknown.join(', ')}; known: ${this.names().join(', ')}.`);
    const chosen = input.projections?.length ? this.projections.filter((p) => input.projections?.includes(p.name)) : this.projections;
    const time = /^\d+$/.test(input.until) ? null : new Date(input.until);
    if (time && Number.isNaN(time.getTime())) throw new BadDataError(`"until" must be an event id or an ISO date-time, got "${input.until}".`);
    const until = await resolveUntil(this.pool, input.until);
    const schema = input.schema ?? `replay_${until}`;
    if (schema === 'public' || schema.startsWith('pg_') || schema.startsWith('rebuild_')) throw new BadDataError('"schema" must not be public, pg_* or rebuild_*.');
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

  @Access.permission('ADMIN')
  @Get()
  @ApiDoc({ summary: 'Each projection: version, checkpoint, lag, state, and a rebuild in progress or last finished', tag: 'Operations', errors: [403] })
  async status() {
    const projections = await this.runtime.status();
    return {
      projections: projections.map((p) => ({ ...p, rebuild: this.rebuilds.running.get(p.name) ?? null, lastRebuild: this.rebuilds.finished.get(p.name) ?? null })),
    };
  }

  @Access.permission('ADMIN')
  @Post('rebuild')
  @HttpCode(202)
  @ApiDoc({ summary: 'Start a blue/green rebuild of every projection from one pass over the log, in the background (202; progress in GET /api/admin/projections)', tag: 'Operations', errors: [403, 409] })
  rebuildAll() {
    this.rebuilds.startAll();
    return { projections: this.rebuilds.names(), started: true };
  }

  @Access.permission('ADMIN')
  @Post('replay')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Replay the log up to an event id or time into a scratch schema of read-model tables, for SQL investigations (`pennant replay`); the live tables are not touched',
    tag: 'Operations',
    body: replaySchema.json,
    errors: [400, 403, 409],
  })
  async replay(@Body() body: unknown) {
    const result = await this.rebuilds.replay(body);
    return { ...result, query: `SET search_path TO ${result.schema}, public`, drop: `DROP SCHEMA ${result.schema} CASCADE` };
  }

  @Access.permission('ADMIN')
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
