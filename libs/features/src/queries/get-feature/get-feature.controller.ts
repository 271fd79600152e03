import { Controller, Get, Param, Query as QueryParam, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { IsFavoriteFeatureQuery } from '@pennant/dashboards';
import { actorKey } from '@pennant/events';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { FeatureNotFoundError } from '../../domain/feature.errors';
import { featureAsOf } from '../feature-as-of/feature-as-of.controller';
import { FeatureHistory } from '../feature-as-of/feature-as-of.service';
import { GetFeatureQuery } from './get-feature.query';

@Controller('api/admin/projects/:projectId/features/:featureName')
export class GetFeatureController {
  constructor(
    private readonly queries: QueryBus,
    private readonly history: FeatureHistory,
  ) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary:
      'Get a flag; with `asOf` (event id or ISO date-time) as it was then (header x-pennant-as-of-event names the last event included)',
    tag: 'Features',
    query: { asOf: { type: 'string' } },
    errors: [400, 403, 404],
  })
  async get(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @QueryParam() query: Record<string, unknown>,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (query.asOf !== undefined) return featureAsOf(this.history, projectId, featureName, query.asOf, reply);
    const [feature, favorite] = await Promise.all([
      this.queries.execute(new GetFeatureQuery(projectId, featureName, false)),
      this.queries.execute(new IsFavoriteFeatureQuery(actorKey(principal.actor), featureName)),
    ]);
    if (!feature) throw new FeatureNotFoundError(featureName, projectId);
    return { ...feature, favorite };
  }
}
