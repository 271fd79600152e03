import { Controller, Get, Param, Query as QueryParam } from '@nestjs/common';
import { Access, ApiDoc, BadDataError, type Infer } from '@pennant/platform';
import { FeatureMetrics } from './feature-metrics.store';
import { featureMetricsAnswer, featureUsageAnswer } from './feature-metrics.schema';

/** Pennant keeps hourly metrics 48 h (ADR 0016), so it answers at most that far back (Unleash: 336). */
const MAX_HOURS_BACK = 48;

/** `hoursBack`: an integer 1–48, 1 when absent; anything else is a 400. */
export function hoursBackOf(raw: unknown): number {
  if (raw === undefined) return 1;
  const n = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (n >= 1 && n <= MAX_HOURS_BACK) return n;
  const message = `query.hoursBack must be an integer between 1 and ${MAX_HOURS_BACK}`;
  throw new BadDataError(`Request validation failed: ${message}`, [{ path: 'query.hoursBack', message }]);
}

/**
 * Unleash's client-metrics admin routes over one flag's SDK metrics (ADR 0053). Metrics are kept
 * by flag name, whatever Pennant knows of it: a name no SDK reported answers 200 with no data.
 */
@Controller('api/admin/client-metrics/features/:name')
export class FeatureMetricsController {
  constructor(private readonly metrics: FeatureMetrics) {}

  @Access.authenticated()
  @Get('raw')
  @ApiDoc({
    summary: "A flag's hourly SDK metrics per application and environment, newest first",
    tag: 'Metrics',
    query: { hoursBack: { type: 'integer', minimum: 1, maximum: MAX_HOURS_BACK, default: 1 } },
    errors: [400, 401, 403],
    response: featureMetricsAnswer,
  })
  async raw(@Param('name') name: string, @QueryParam('hoursBack') raw: unknown): Promise<Infer<typeof featureMetricsAnswer>> {
    const hoursBack = hoursBackOf(raw);
    return { featureName: name, hoursBack, maturity: 'stable', data: await this.metrics.raw(name, hoursBack) };
  }

  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: "A flag's last-hour SDK usage per environment and the applications that reported it",
    tag: 'Metrics',
    errors: [401, 403],
    response: featureUsageAnswer,
  })
  async summary(@Param('name') name: string): Promise<Infer<typeof featureUsageAnswer>> {
    const { lastHourUsage, seenApplications } = await this.metrics.summary(name);
    return { version: 1, maturity: 'stable', featureName: name, lastHourUsage, seenApplications };
  }
}
