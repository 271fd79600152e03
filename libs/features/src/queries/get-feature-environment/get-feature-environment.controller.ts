import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, NotFoundError } from '@pennant/platform';
import { FeatureNotFoundError } from '../../domain/feature.errors';
import type { FeatureEnvironmentResponse } from '../get-feature/feature.response';
import { GetFeatureQuery } from '../get-feature/get-feature.query';

/** One environment of an active flag of the project, from the Feature view; 404 when either is missing. */
@Controller('api/admin/projects/:projectId/features/:featureName/environments/:environment')
export class GetFeatureEnvironmentController {
  constructor(private readonly queries: QueryBus) {}

  /** Unleash's shape: `{name (the flag), environment, enabled, strategies}`. */
  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'Get a feature flag in one environment (enabled, strategies)', tag: 'Features', errors: [403, 404] })
  async get(@Param('projectId') projectId: string, @Param('featureName') featureName: string, @Param('environment') environment: string) {
    const env = await this.environment(projectId, featureName, environment);
    return { name: featureName, environment: env.name, enabled: env.enabled, strategies: env.strategies };
  }

  /** `{version: 1, variants}`, as the variants PUT answers. */
  @Access.authenticated()
  @Get('variants')
  @ApiDoc({ summary: 'Get the variants of a feature flag in one environment', tag: 'Features', errors: [403, 404] })
  async variants(@Param('projectId') projectId: string, @Param('featureName') featureName: string, @Param('environment') environment: string) {
    const env = await this.environment(projectId, featureName, environment);
    return { version: 1, variants: env.variants };
  }

  private async environment(project: string, name: string, environment: string): Promise<FeatureEnvironmentResponse> {
    const feature = await this.queries.execute(new GetFeatureQuery(project, name, false));
    if (!feature) throw new FeatureNotFoundError(name, project);
    const env = feature.environments.find((e) => e.name === environment);
    if (!env) throw new NotFoundError(`Environment "${environment}" is not enabled in project "${project}".`);
    return env;
  }
}
