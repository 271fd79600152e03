import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { MetricsAggregator, METRICS_BODY_SCHEMA, readMetrics } from '@pennant/client-api';
import { Access, ApiDoc, array, CurrentPrincipal, named, object, optional, string, validate, type Principal } from '@pennant/platform';
import { frontendScope } from '../../queries/frontend-features/frontend-features.controller';

const registerSchema = named(
  'frontendApplicationSchema',
  object({
    appName: string({ minLength: 1, maxLength: 255 }),
    instanceId: optional(string({ maxLength: 255 })),
    sdkVersion: optional(string({ maxLength: 255 })),
    environment: optional(string({ maxLength: 100 })),
    strategies: optional(array(string({ maxLength: 255 }), { maxItems: 1000 })),
  }),
);

/**
 * What frontend SDKs report: usage counts go into the same hourly store, last-seen times and
 * lifecycle stages as server SDKs' (for the token's environment); registrations are validated and
 * acknowledged (frontend apps are not listed as applications). Both answer 200, as Unleash does.
 */
@Controller('api/frontend/client')
export class FrontendMetricsController {
  constructor(private readonly aggregator: MetricsAggregator) {}

  @Access.frontend()
  @Post('metrics')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Usage metrics from a frontend SDK (200)',
    tag: 'Frontend',
    body: METRICS_BODY_SCHEMA,
    errors: [400, 401, 403],
  })
  metrics(@CurrentPrincipal() principal: Principal, @Body() body: unknown): void {
    const scope = frontendScope(principal);
    const input = readMetrics(body);
    this.aggregator.add(input.appName, scope.environment ?? input.environment ?? 'development', input.start, input.toggles);
  }

  @Access.frontend()
  @Post('register')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'A frontend SDK announces itself (200)',
    tag: 'Frontend',
    body: registerSchema.json,
    errors: [400, 401, 403],
  })
  register(@CurrentPrincipal() principal: Principal, @Body() body: unknown): void {
    frontendScope(principal);
    validate(registerSchema, body);
  }
}
