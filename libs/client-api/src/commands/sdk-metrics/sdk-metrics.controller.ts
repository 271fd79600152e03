import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  Access,
  ApiDoc,
  array,
  CurrentPrincipal,
  integer,
  named,
  NoAccessError,
  object,
  optional,
  string,
  validate,
  type Principal,
} from '@pennant/platform';
import { ImpactMetricsRecorder, type Labels } from '@pennant/impact-metrics';
import { ApplicationRegistry } from './sdk-metrics-application-registry.store';
import { InstanceRegistry } from './sdk-metrics-instance-registry.store';
import { MetricsAggregator } from './sdk-metrics-aggregator.service';
import { APP_NAME, bulkSchema, clientMetricsSchema, DATE_TIME } from './sdk-metrics-report.schema';
import { SdkReportIntake } from './sdk-metrics-intake.service';

const registerSchema = named(
  'clientApplicationSchema',
  object({
    appName: APP_NAME,
    instanceId: optional(string({ maxLength: 255 })),
    sdkVersion: optional(string({ maxLength: 255 })),
    environment: optional(string({ maxLength: 100 })),
    strategies: array(string({ maxLength: 255 }), { maxItems: 1000 }),
    started: DATE_TIME,
    interval: integer({ min: 0, max: 86_400_000 }),
  }),
);

/** Client tokens report for their environment; admin tokens for the body's, else `default`, as in Unleash. */
function environmentOf(principal: Principal, requested: string | undefined): string {
  if (principal.type !== 'client' && principal.type !== 'admin')
    throw new NoAccessError('invalid token: SDK metrics need a client or admin API token');
  return principal.environment === '*' ? (requested ?? 'default') : principal.environment;
}

/** A relayed impact sample's application and environment, from its labels; null: not this token's to report. */
function bulkTarget(principal: Principal, labels: Labels): { app: string; environment: string } | null {
  const app = labels.appName;
  if (!app) return null;
  const environment = principal.environment === '*' ? (labels.environment ?? 'default') : principal.environment;
  if (labels.environment !== undefined && labels.environment !== environment) return null;
  return { app, environment };
}

/**
 * SDK registration and usage metrics (ADR 0019): 202 once validated. A first
 * registration of an appName records the application and emits `application-created`; both
 * record the SDK instance they name (ADR 0054). Every report of a client or admin token spends
 * its token's budget, then is held to the report bounds (SdkReportIntake, ADR 0057).
 */
@Controller('api/client')
export class SdkMetricsController {
  constructor(
    private readonly aggregator: MetricsAggregator,
    private readonly applications: ApplicationRegistry,
    private readonly instances: InstanceRegistry,
    private readonly intake: SdkReportIntake,
    private readonly impact: ImpactMetricsRecorder,
  ) {}

  @Access.client()
  @Post('register')
  @HttpCode(202)
  @ApiDoc({
    noBody: true,
    summary: 'An SDK announces itself (202)',
    tag: 'Client',
    body: registerSchema.json,
    errors: [400, 401, 403, 429],
  })
  async register(@CurrentPrincipal() principal: Principal, @Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    environmentOf(principal, undefined); // 403 for other credentials, before spending a budget
    await this.intake.admit(request);
    const input = validate(registerSchema, body);
    const environment = environmentOf(principal, input.environment);
    const sdkVersion = input.sdkVersion ?? null;
    await this.applications.register({
      appName: input.appName,
      environment,
      sdkVersion,
      strategies: input.strategies,
      projects: principal.projects,
    });
    if (input.instanceId)
      await this.instances.registered({
        appName: input.appName,
        environment,
        instanceId: input.instanceId,
        sdkVersion,
        clientIp: request.ip,
      });
  }

  @Access.client()
  @Post('metrics')
  @HttpCode(202)
  @ApiDoc({
    noBody: true,
    summary: 'SDK usage metrics for a time bucket, with its impact metrics (202)',
    tag: 'Client',
    body: clientMetricsSchema.json,
    errors: [400, 401, 403, 429],
  })
  async metrics(@CurrentPrincipal() principal: Principal, @Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    environmentOf(principal, undefined);
    await this.intake.admit(request);
    const input = this.intake.readMetrics(body, true);
    const environment = environmentOf(principal, input.environment);
    this.aggregator.add(input.appName, environment, input.start, input.toggles);
    // Every sample is the report's application's, in the token's environment (its own labels for them are not trusted).
    if (input.impactMetrics.length > 0) this.impact.record(input.impactMetrics, () => ({ app: input.appName, environment }));
    if (input.instanceId) {
      const sdkVersion = input.sdkVersion ?? null;
      this.instances.reported({ appName: input.appName, environment, instanceId: input.instanceId, sdkVersion, clientIp: request.ip });
    }
  }

  /**
   * Metrics and registrations relayed by Unleash Edge. A client token only reports for its own
   * environment: entries for another environment are dropped, as Unleash does. Impact metrics
   * name their application and environment in their labels (`appName`, `environment`, as the
   * SDKs set them); a sample without `appName` is dropped.
   */
  @Access.client()
  @Post('metrics/bulk')
  @HttpCode(202)
  @ApiDoc({
    noBody: true,
    summary: 'Bulk SDK metrics and registrations, as relayed by Edge (202)',
    tag: 'Client',
    body: bulkSchema.json,
    errors: [400, 401, 403, 429],
  })
  async bulk(@CurrentPrincipal() principal: Principal, @Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    environmentOf(principal, undefined);
    await this.intake.admit(request);
    const input = this.intake.readBulk(body);
    const allowed = (environment: string) => principal.environment === '*' || principal.environment === environment;
    for (const m of input.metrics) {
      if (!allowed(m.environment)) continue;
      this.aggregator.add(m.appName, m.environment, new Date(m.timestamp), {
        [m.featureName]: { yes: m.yes ?? 0, no: m.no ?? 0, variants: m.variants ?? {} },
      });
    }
    if (input.impactMetrics) this.impact.record(input.impactMetrics, (labels) => bulkTarget(principal, labels));
    for (const a of input.applications) {
      if (!allowed(a.environment)) continue;
      await this.applications.register({
        appName: a.appName,
        environment: a.environment,
        sdkVersion: a.sdkVersion ?? null,
        strategies: a.strategies ?? [],
        projects: principal.projects,
      });
    }
  }
}
