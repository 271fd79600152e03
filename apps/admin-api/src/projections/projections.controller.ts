import { Body, Controller, Get, HttpCode, Module, Param, Post } from '@nestjs/common';
import { ProjectionRuntime } from '@pennant/projections';
import { Access, ApiDoc, type Infer } from '@pennant/platform';
import { projectionsStatusAnswer, rebuildAllAnswer, rebuildOneAnswer, replayAnswer } from './projections.answers';
import { ProjectionRebuilds, replaySchema } from './projection-rebuilds';

/** Operators without shell access: projection status and blue/green rebuilds (ADMIN; ADR 0018). */
@Controller('api/admin/projections')
export class ProjectionsController {
  constructor(
    private readonly runtime: ProjectionRuntime,
    private readonly rebuilds: ProjectionRebuilds,
  ) {}

  @Access.permission('ADMIN')
  @Get()
  @ApiDoc({
    summary:
      "Each projection: version, checkpoint, lag, state, a rebuild in progress (with the position it resumed from) or interrupted (its green tables' position; resumed at the next start), and the last one finished",
    tag: 'Operations',
    errors: [403],
    response: projectionsStatusAnswer.json,
  })
  async status(): Promise<Infer<typeof projectionsStatusAnswer>> {
    const [projections, rebuilds] = await Promise.all([this.runtime.status(), this.rebuilds.reports()]);
    return {
      projections: projections.map((p) => ({
        ...p,
        rebuild: rebuilds.get(p.name) ?? null,
        lastRebuild: this.rebuilds.finished.get(p.name) ?? null,
      })),
    };
  }

  @Access.permission('ADMIN')
  @Post('rebuild')
  @HttpCode(202)
  @ApiDoc({
    summary:
      'Start a blue/green rebuild of every projection from one pass over the log, in the background (202; progress in GET /api/admin/projections)',
    tag: 'Operations',
    errors: [403, 409],
    response: rebuildAllAnswer.json,
  })
  rebuildAll(): Infer<typeof rebuildAllAnswer> {
    this.rebuilds.startAll();
    return { projections: this.rebuilds.names(), started: true };
  }

  @Access.permission('ADMIN')
  @Post('replay')
  @HttpCode(201)
  @ApiDoc({
    summary:
      'Replay the log up to an event id or time into a scratch schema of read-model tables, for SQL investigations (`pennant replay`); the live tables are not touched',
    tag: 'Operations',
    body: replaySchema.json,
    errors: [400, 403, 409],
    response: replayAnswer.json,
  })
  async replay(@Body() body: unknown): Promise<Infer<typeof replayAnswer>> {
    const result = await this.rebuilds.replay(body);
    return { ...result, query: `SET search_path TO ${result.schema}, public`, drop: `DROP SCHEMA ${result.schema} CASCADE` };
  }

  @Access.permission('ADMIN')
  @Post(':name/rebuild')
  @HttpCode(202)
  @ApiDoc({
    summary: 'Start a blue/green rebuild of a projection in the background (202; progress in GET /api/admin/projections)',
    tag: 'Operations',
    errors: [403, 404, 409],
    response: rebuildOneAnswer.json,
  })
  rebuild(@Param('name') name: string): Infer<typeof rebuildOneAnswer> {
    this.rebuilds.start(name);
    return { projection: name, started: true };
  }
}

@Module({ controllers: [ProjectionsController], providers: [ProjectionRebuilds] })
export class ProjectionsAdminModule {}
