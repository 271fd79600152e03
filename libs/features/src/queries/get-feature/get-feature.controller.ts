import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FeatureNotFoundError } from '../../domain/feature.errors';
import { GetFeatureQuery } from './get-feature.query';

@Controller('api/admin/projects/:projectId/features/:featureName')
export class GetFeatureController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async get(@Param('projectId') projectId: string, @Param('featureName') featureName: string) {
    const feature = await this.queries.execute(new GetFeatureQuery(projectId, featureName, false));
    if (!feature) throw new FeatureNotFoundError(featureName, projectId);
    return feature;
  }
}
