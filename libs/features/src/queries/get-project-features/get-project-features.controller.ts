import { Controller, Get, Param, Query as QueryParam, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { FeatureUsage } from '@pennant/client-api';
import { Access, ApiDoc, NotFoundError, parseAsOf } from '@pennant/platform';
import { FeatureHistory } from '../feature-as-of/feature-as-of.service';
import { loadProjectFeatures, withLastSeen } from '../get-feature/get-feature.handler';
import type { FeatureResponse } from '../get-feature/get-feature.response';
import { ProjectFacts } from '@pennant/projects';

const notFound = (project: string) => new NotFoundError(`No project with id "${project}" exists.`);

/**
 * GET /api/admin/projects/{p}/features: the project's active flags, each in the Feature shape of
 * GET …/features/{f} (environments with strategies and variants, tags, lifecycle, dependencies,
 * SDK lastSeenAt). With `asOf` (event id or ISO date-time): the project's flags as they were then,
 * by replaying the log (ADR 0017) — flags that were in the project then, even if they
 * moved or were archived since.
 */
@Controller('api/admin/projects/:projectId/features')
export class GetProjectFeaturesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projects: ProjectFacts,
    private readonly usage: FeatureUsage,
    private readonly history: FeatureHistory,
  ) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary:
      "A project's active flags in the Feature shape; with `asOf` (event id or ISO date-time) as they were then (header x-pennant-as-of-event)",
    tag: 'Features',
    query: { asOf: { type: 'string' } },
    errors: [400, 403, 404],
  })
  async list(
    @Param('projectId') projectId: string,
    @QueryParam() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ version: 1; features: FeatureResponse[] }> {
    if (query.asOf !== undefined) {
      const at = await this.history.projectAt(projectId, parseAsOf(query.asOf, 'asOf'));
      if (at.features === null) throw notFound(projectId);
      void reply.header('x-pennant-as-of-event', String(at.position));
      return { version: 1, features: at.features };
    }
    if (!(await this.projects.isKnown(projectId))) throw notFound(projectId);
    const [features, usage] = await Promise.all([loadProjectFeatures(this.dataSource, projectId), this.usage.snapshot()]);
    return { version: 1, features: features.map((f) => withLastSeen(f, usage)) };
  }
}
