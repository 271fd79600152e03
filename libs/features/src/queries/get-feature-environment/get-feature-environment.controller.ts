import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, anyValue, ApiDoc, array, boolean, constant, NotFoundError, object, string, type Infer } from '@pennant/platform';
import { FeatureNotFoundError } from '../../domain/feature.errors';
import type { FeatureEnvironmentResponse } from '../get-feature/get-feature.response';
import { GetFeatureQuery } from '../get-feature/get-feature.query';
import { featureStrategyAnswer } from '../strategy.response';

/** Unleash's featureEnvironmentSchema as this route answers it (ADR 0050). */
const featureEnvironmentAnswer = object(
  { name: string(), environment: string(), enabled: boolean(), strategies: array(featureStrategyAnswer, { maxItems: 1000 }) },
  { strict: true },
);
/** `{version: 1, variants}` (Unleash's variantsSchema answer). */
const environmentVariantsAnswer = object(
  {
    version: constant(1),
    variants: array(anyValue('A variant as stored: name, weight, weightType, stickiness, payload, overrides'), { maxItems: 1000 }),
  },
  { strict: true },
);

/** One environment of an active flag of the project, from the Feature view; 404 when either is missing. */
@Controller('api/admin/projects/:projectId/features/:featureName/environments/:environment')
export class GetFeatureEnvironmentController {
  constructor(private readonly queries: QueryBus) {}

  /** Unleash's shape: `{name (the flag), environment, enabled, strategies}`. */
  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: 'Get a feature flag in one environment (enabled, strategies)',
    tag: 'Features',
    errors: [403, 404],
    response: featureEnvironmentAnswer.json,
  })
  async get(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
  ): Promise<Infer<typeof featureEnvironmentAnswer>> {
    const env = await this.environment(projectId, featureName, environment);
    return { name: featureName, environment: env.name, enabled: env.enabled, strategies: env.strategies };
  }

  /** `{version: 1, variants}`, as the variants PUT answers. */
  @Access.authenticated()
  @Get('variants')
  @ApiDoc({
    summary: 'Get the variants of a feature flag in one environment',
    tag: 'Features',
    errors: [403, 404],
    response: environmentVariantsAnswer.json,
  })
  async variants(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
  ): Promise<Infer<typeof environmentVariantsAnswer>> {
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
