import { Controller, Get, Query as QueryParam } from '@nestjs/common';
import { Access, ApiDoc, BadDataError } from '@pennant/platform';
import { aggregationsOf } from '../../model/impact-vocabulary';
import { ImpactMetricReads } from '../impact-metric-reads.store';
import { impactMetricsAnswer, type ImpactMetricsAnswer } from './list-impact-metrics.schema';

/** `environment`: given at most once, 1–100 characters. */
function environmentOf(raw: unknown): string | null {
  if (raw === undefined) return null;
  if (typeof raw === 'string' && raw.length > 0 && raw.length <= 100 && !raw.includes('\u0000')) return raw;
  const message = 'query.environment must be given once, as text of 1 to 100 characters';
  throw new BadDataError(`Request validation failed: ${message}`, [{ path: 'query.environment', message }]);
}

/** The impact metrics SDKs reported and Pennant keeps (ADR 0065), by name and type. */
@Controller('api/admin/impact-metrics')
export class ListImpactMetricsController {
  constructor(private readonly reads: ImpactMetricReads) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: 'The impact metrics SDKs reported (kept for the retention window), by name and type',
    tag: 'Impact metrics',
    query: { environment: { type: 'string', maxLength: 100, description: 'Only the metrics reported in this environment.' } },
    errors: [400, 401, 403],
    response: impactMetricsAnswer,
  })
  async list(@QueryParam('environment') raw: unknown): Promise<ImpactMetricsAnswer> {
    const metrics = await this.reads.list(environmentOf(raw));
    return { metrics: metrics.map((m) => ({ ...m, aggregations: aggregationsOf(m.type) })) };
  }
}
