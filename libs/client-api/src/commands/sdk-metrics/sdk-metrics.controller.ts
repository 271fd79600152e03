import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EVENT_STORE, WrongExpectedVersionError, type EventStore } from '@pennant/event-store';
import { SYSTEM_ACTOR } from '@pennant/events';
import { ApiDoc, array, BadDataError, CLOCK, CurrentPrincipal, integer, NoAccessError, object, optional, string, validate, type Clock, type ErrorDetail, type Principal } from '@pennant/platform';
import { MetricsAggregator } from './metrics-aggregator';

const APP_NAME = string({ minLength: 1, maxLength: 255 });
const DATE_TIME = string({ minLength: 10, maxLength: 40, pattern: /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/, patternHint: 'an ISO-8601 date-time' });

const registerSchema = object({
  appName: APP_NAME,
  instanceId: optional(string({ maxLength: 255 })),
  sdkVersion: optional(string({ maxLength: 255 })),
  environment: optional(string({ maxLength: 100 })),
  strategies: array(string({ maxLength: 255 }), { maxItems: 1000 }),
  started: DATE_TIME,
  interval: integer({ min: 0, max: 86_400_000 }),
});

const metricsSchema = object({
  appName: APP_NAME,
  instanceId: optional(string({ maxLength: 255 })),
  environment: optional(string({ maxLength: 100 })),
  bucket: object({ start: DATE_TIME, stop: DATE_TIME }),
});

type Toggles = Record<string, { yes: number; no: number; variants: Record<string, number> }>;

const COUNT = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** `bucket.toggles`: `{<flag>: {yes, no, variants?: {<variant>: count}}}`, counts non-negative integers. */
function toggles(value: unknown): Toggles {
  const problems: ErrorDetail[] = [];
  const out: Toggles = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) problems.push({ path: 'body.bucket.toggles', message: 'body.bucket.toggles must be an object' });
  else {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > 10_000) problems.push({ path: 'body.bucket.toggles', message: 'body.bucket.toggles may hold at most 10000 flags' });
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

/** Client tokens report for their environment; admin tokens for the body's, else `default` (reference §13.2). */
function environmentOf(principal: Principal, requested: string | undefined): string {
  if (principal.type !== 'client' && principal.type !== 'admin') throw new NoAccessError('invalid token: SDK metrics need a client or admin API token');
  return principal.environment === '*' ? (requested ?? 'default') : principal.environment;
}

/**
 * SDK registration and usage metrics (issue 8 §2, ADR 0019): 202 once validated. A first
 * registration of an appName records the application and emits `application-created`.
 */
@Controller('api/client')
export class SdkMetricsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly aggregator: MetricsAggregator,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('register')
  @HttpCode(202)
  @ApiDoc({ summary: 'An SDK announces itself (202)', tag: 'Client', body: registerSchema.json, errors: [400, 401, 403] })
  async register(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<void> {
    const input = validate(registerSchema, body);
    const environment = environmentOf(principal, input.environment);
    const now = this.clock.now();
    const rows = (await this.dataSource.query(
      `INSERT INTO client_applications (app_name, created_at, last_seen_at, sdk_version, environment, strategies)
       VALUES ($1, $2, $2, $3, $4, $5::jsonb)
       ON CONFLICT (app_name) DO UPDATE SET last_seen_at = excluded.last_seen_at, sdk_version = excluded.sdk_version,
         environment = excluded.environment, strategies = excluded.strategies
       RETURNING (xmax = 0) AS inserted`,
      [input.appName, now, input.sdkVersion ?? null, environment, JSON.stringify(input.strategies)],
    )) as { inserted: boolean }[];
    if (!rows[0]?.inserted) return;
    try {
      await this.store.append(
        [{ streamId: `application-${input.appName}`, expectedVersion: 'no-stream', events: [{ type: 'application-created', data: { environment, data: { appName: input.appName, sdkVersion: input.sdkVersion ?? null, strategies: input.strategies } } }] }],
        { actor: SYSTEM_ACTOR, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
      );
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error; // another node recorded it first
    }
  }

  @Post('metrics')
  @HttpCode(202)
  @ApiDoc({ summary: 'SDK usage metrics for a time bucket (202)', tag: 'Client', body: metricsSchema.json, errors: [400, 401, 403] })
  metrics(@CurrentPrincipal() principal: Principal, @Body() body: unknown): void {
    const input = validate(metricsSchema, body);
    const counts = toggles((body as { bucket: { toggles?: unknown } }).bucket.toggles);
    const start = new Date(input.bucket.start);
    if (Number.isNaN(start.getTime())) throw new BadDataError('Request validation failed: body.bucket.start is not a date', [{ path: 'body.bucket.start', message: 'body.bucket.start is not a date' }]);
    this.aggregator.add(input.appName, environmentOf(principal, input.environment), start, counts);
  }
}

/** `GET /api/admin/metrics/applications`: the SDK applications seen. */
@Controller('api/admin/metrics/applications')
export class ApplicationsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiDoc({ summary: 'Applications whose SDKs registered', tag: 'Client', errors: [401, 403] })
  async list() {
    const rows = (await this.dataSource.query('SELECT app_name, created_at, last_seen_at, sdk_version, environment, strategies FROM client_applications ORDER BY app_name')) as {
      app_name: string;
      created_at: Date;
      last_seen_at: Date;
      sdk_version: string | null;
      environment: string;
      strategies: string[];
    }[];
    return {
      applications: rows.map((r) => ({ appName: r.app_name, createdAt: r.created_at.toISOString(), lastSeenAt: r.last_seen_at.toISOString(), sdkVersion: r.sdk_version, environment: r.environment, strategies: r.strategies })),
    };
  }
}
