import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MetricsAggregator, METRICS_BODY_SCHEMA, SdkReportIntake } from '@pennant/client-api';
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
 * acknowledged (frontend apps are not listed as applications, so they store nothing). Both answer
 * 200, as Unleash does. A frontend token is public (it ships in browser code): each report spends
 * the token's budget and is held to the report bounds (SdkReportIntake, ADR 0057).
 */
@Controller('api/frontend/client')
export class FrontendMetricsController {
  constructor(
    private readonly aggregator: MetricsAggregator,
    private readonly intake: SdkReportIntake,
  ) {}

  @Access.frontend()
  @Post('metrics')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Usage metrics from a frontend SDK (200)',
    tag: 'Frontend',
    body: METRICS_BODY_SCHEMA,
    errors: [400, 401, 403, 429],
  })
  async metrics(@CurrentPrincipal() principal: Principal, @Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    const scope = frontendScope(principal);
    await this.intake.admit(request);
    const input = this.intake.readMetrics(body);
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
    errors: [400, 401, 403, 429],
  })
  async register(@CurrentPrincipal() principal: Principal, @Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    frontendScope(principal);
    await this.intake.admit(request);
    validate(registerSchema, body);
  }
}
