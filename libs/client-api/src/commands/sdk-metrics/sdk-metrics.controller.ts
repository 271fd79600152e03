import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  Access,
  ApiDoc,
  array,
  BadDataError,
  CurrentPrincipal,
  integer,
  named,
  NoAccessError,
  object,
  optional,
  string,
  validate,
  type ErrorDetail,
  type Principal,
  type Schema,
} from '@pennant/platform';
import { ApplicationRegistry } from './application-registry';
import { InstanceRegistry } from './instance-registry';
import { MetricsAggregator } from './metrics-aggregator';

const APP_NAME = string({ minLength: 1, maxLength: 255 });
const DATE_TIME = string({
  minLength: 10,
  maxLength: 40,
  pattern: /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/,
  patternHint: 'an ISO-8601 date-time',
});

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

const metricsSchema = named(
  'clientMetricsSchema',
  object({
    appName: APP_NAME,
    instanceId: optional(string({ maxLength: 255 })),
    sdkVersion: optional(string({ maxLength: 255 })),
    environment: optional(string({ maxLength: 100 })),
    bucket: object({ start: DATE_TIME, stop: DATE_TIME }),
  }),
);

type Toggles = Record<string, { yes: number; no: number; variants: Record<string, number> }>;

/** `{<variant>: count}` with non-negative integer counts (at most 1000 variants). */
const VARIANT_COUNTS: Schema<Record<string, number>> = {
  json: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 }, maxProperties: 1000 },
  parse(value, path, problems) {
    const entries = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : null;
    if (entries === null || entries.length > 1000 || !entries.every(([, n]) => COUNT(n))) {
      return void problems.push({ path, message: `${path} must map at most 1000 variant names to non-negative integer counts` });
    }
    return Object.fromEntries(entries) as Record<string, number>;
  },
};

const ENVIRONMENT = string({ minLength: 1, maxLength: 100 });

/** Edge's `POST /api/client/metrics/bulk`. */
const bulkSchema = named(
  'bulkMetricsSchema',
  object({
    applications: array(
      object({
        appName: APP_NAME,
        environment: ENVIRONMENT,
        sdkVersion: optional(string({ maxLength: 255 })),
        strategies: optional(array(string({ maxLength: 255 }), { maxItems: 1000 })),
      }),
      { maxItems: 1000 },
    ),
    metrics: array(
      object({
        featureName: string({ minLength: 1, maxLength: 255 }),
        appName: APP_NAME,
        environment: ENVIRONMENT,
        timestamp: DATE_TIME,
        yes: optional(integer({ min: 0 })),
        no: optional(integer({ min: 0 })),
        variants: optional(VARIANT_COUNTS),
      }),
      { maxItems: 10_000 },
    ),
  }),
);

const COUNT = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** `bucket.toggles`: `{<flag>: {yes, no, variants?: {<variant>: count}}}`, counts non-negative integers. */
function toggles(value: unknown): Toggles {
  const problems: ErrorDetail[] = [];
  const out: Toggles = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    problems.push({ path: 'body.bucket.toggles', message: 'body.bucket.toggles must be an object' });
  else {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > 10_000)
      problems.push({ path: 'body.bucket.toggles', message: 'body.bucket.toggles may hold at most 10000 flags' });
    for (const [name, counts] of entries.slice(0, 10_000)) {
      const path = `body.bucket.toggles.${name}`;
      const c = counts as { yes?: unknown; no?: unknown; variants?: unknown } | null;
      if (name.length === 0 || name.length > 255 || typeof c !== 'object' || c === null || !COUNT(c.yes) || !COUNT(c.no)) {
        problems.push({ path, message: `${path} must be {yes, no} with non-negative integer counts` });
        continue;
      }
      const variants = c.variants === undefined ? {} : c.variants;
      if (typeof variants !== 'object' || variants === null || Array.isArray(variants) || !Object.values(variants).every(COUNT)) {
        problems.push({ path: `${path}.variants`, message: `${path}.variants must map variant names to non-negative integer counts` });
        continue;
      }
      out[name] = { yes: c.yes as number, no: c.no as number, variants: { ...(variants as Record<string, number>) } };
    }
  }
  if (problems.length) throw new BadDataError(`Request validation failed: ${problems[0].message}`, problems);
  return out;
}

/** A validated `{appName, environment?, bucket: {start, stop, toggles}}` metrics body (400 otherwise); also the frontend API's. */
export function readMetrics(body: unknown): {
  appName: string;
  instanceId: string | undefined;
  sdkVersion: string | undefined;
  environment: string | undefined;
  start: Date;
  toggles: Toggles;
} {
  const input = validate(metricsSchema, body);
  const counts = toggles((body as { bucket: { toggles?: unknown } }).bucket.toggles);
  const start = new Date(input.bucket.start);
  if (Number.isNaN(start.getTime()))
    throw new BadDataError('Request validation failed: body.bucket.start is not a date', [
      { path: 'body.bucket.start', message: 'body.bucket.start is not a date' },
    ]);
  const { appName, instanceId, sdkVersion, environment } = input;
  return { appName, instanceId, sdkVersion, environment, start, toggles: counts };
}

/** The metrics body's schema, for API docs. */
export const METRICS_BODY_SCHEMA = metricsSchema.json;

/** Client tokens report for their environment; admin tokens for the body's, else `default`, as in Unleash. */
function environmentOf(principal: Principal, requested: string | undefined): string {
  if (principal.type !== 'client' && principal.type !== 'admin')
    throw new NoAccessError('invalid token: SDK metrics need a client or admin API token');
  return principal.environment === '*' ? (requested ?? 'default') : principal.environment;
}

/**
 * SDK registration and usage metrics (ADR 0019): 202 once validated. A first
 * registration of an appName records the application and emits `application-created`; both
 * record the SDK instance they name (ADR 0054).
 */
@Controller('api/client')
export class SdkMetricsController {
  constructor(
    private readonly aggregator: MetricsAggregator,
    private readonly applications: ApplicationRegistry,
    private readonly instances: InstanceRegistry,
  ) {}

  @Access.client()
  @Post('register')
  @HttpCode(202)
  @ApiDoc({ noBody: true, summary: 'An SDK announces itself (202)', tag: 'Client', body: registerSchema.json, errors: [400, 401, 403] })
  async register(@CurrentPrincipal() principal: Principal, @Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
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
    summary: 'SDK usage metrics for a time bucket (202)',
    tag: 'Client',
    body: metricsSchema.json,
    errors: [400, 401, 403],
  })
  metrics(@CurrentPrincipal() principal: Principal, @Body() body: unknown, @Req() request: FastifyRequest): void {
    const input = readMetrics(body);
    const environment = environmentOf(principal, input.environment);
    this.aggregator.add(input.appName, environment, input.start, input.toggles);
    if (input.instanceId) {
      const sdkVersion = input.sdkVersion ?? null;
      this.instances.reported({ appName: input.appName, environment, instanceId: input.instanceId, sdkVersion, clientIp: request.ip });
    }
  }

  /**
   * Metrics and registrations relayed by Unleash Edge. A client token only reports for its own
   * environment: entries for another environment are dropped, as Unleash does.
   */
  @Access.client()
  @Post('metrics/bulk')
  @HttpCode(202)
  @ApiDoc({
    noBody: true,
    summary: 'Bulk SDK metrics and registrations, as relayed by Edge (202)',
    tag: 'Client',
    body: bulkSchema.json,
    errors: [400, 401, 403],
  })
  async bulk(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<void> {
    environmentOf(principal, undefined); // 403 for other credentials
    const input = validate(bulkSchema, body);
    const problems: ErrorDetail[] = [];
    input.metrics.forEach((m, i) => {
      if (Number.isNaN(new Date(m.timestamp).getTime()))
        problems.push({ path: `body.metrics.${i}.timestamp`, message: `body.metrics.${i}.timestamp is not a date` });
    });
    if (problems.length) throw new BadDataError(`Request validation failed: ${problems[0].message}`, problems);
    const allowed = (environment: string) => principal.environment === '*' || principal.environment === environment;
    for (const m of input.metrics) {
      if (!allowed(m.environment)) continue;
      this.aggregator.add(m.appName, m.environment, new Date(m.timestamp), {
        [m.featureName]: { yes: m.yes ?? 0, no: m.no ?? 0, variants: m.variants ?? {} },
      });
    }
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
