import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc } from '@pennant/platform';
import { FeatureNotFoundError } from '../../domain/feature.errors';
import { featureLifecycleAnswer, GetFeatureLifecycleQuery, type LifecycleStageResponse } from './get-feature-lifecycle.query';

@Controller('api/admin/projects/:projectId/features/:featureName/lifecycle')
export class GetFeatureLifecycleController {
  constructor(private readonly queries: QueryBus) {}

  /** `[{stage, status?, enteredStageAt}]`, oldest first. */
  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'Lifecycle stages of a feature flag', tag: 'Lifecycle', errors: [404], response: featureLifecycleAnswer.json })
  async get(@Param('projectId') projectId: string, @Param('featureName') featureName: string): Promise<LifecycleStageResponse[]> {
    const stages = await this.queries.execute(new GetFeatureLifecycleQuery(projectId, featureName));
    if (!stages) throw new FeatureNotFoundError(featureName, projectId);
    return stages;
  }
}
