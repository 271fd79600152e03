import { Controller, Get, Inject, Query as QueryParams } from '@nestjs/common';
import { PENNANT_CONFIG } from '@pennant/core';
import { Access, ApiDoc, CLOCK, type Clock, type PennantConfig } from '@pennant/platform';
import { AGGREGATIONS } from '../../model/impact-vocabulary';
import { impactMetricQueryAnswer, type ImpactMetricQueryAnswer } from './query-impact-metric.response';
import { ImpactMetricQuery } from './query-impact-metric.store';
import { parseImpactQuery, QUERY_BOUNDS } from './query-impact-metric-params.schema';

/** Reads one impact metric over a time range (ADR 0065). Operational data: any admin caller may read it, as the flag metrics. */
@Controller('api/admin/impact-metrics')
export class QueryImpactMetricController {
  constructor(
    private readonly query: ImpactMetricQuery,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Access.authenticated()
  @Get('query')
  @ApiDoc({
    summary: 'One impact metric over a time range: an aggregation per step, grouped by labels',
    tag: 'Impact metrics',
    query: {
      metric: { type: 'string', maxLength: 200, description: 'The metric’s name (required).' },
      environment: { type: 'string', maxLength: 100, description: 'The environment whose SDKs reported it (required).' },
      aggregation: {
        type: 'string',
        enum: [...AGGREGATIONS],
        description: 'rate or increase (counters), last or avg (gauges), p50, p95 or p99 (histograms). Required.',
      },
      from: {
        type: 'string',
        format: 'date-time',
        description: 'Start of the range (default: an hour before `to`), read from its minute.',
      },
      to: { type: 'string', format: 'date-time', description: 'End of the range (default: now).' },
      stepMinutes: {
        type: 'integer',
        minimum: 1,
        maximum: 1440,
        description: `Step (default: about ${QUERY_BOUNDS.defaultPoints} points); at most ${QUERY_BOUNDS.maxPoints} points.`,
      },
      groupBy: {
        type: 'string',
        description: `Comma-separated label names (at most ${QUERY_BOUNDS.maxGroupBy}); \`appName\` groups by application.`,
      },
      label: { type: 'string', description: 'name:value; repeatable: only series that carry every such label.' },
      appName: { type: 'string', maxLength: 255, description: 'Only the series this application reported.' },
    },
    errors: [400, 401, 403],
    response: impactMetricQueryAnswer,
  })
  async get(@QueryParams() raw: Record<string, unknown>): Promise<ImpactMetricQueryAnswer> {
    return this.query.answer(parseImpactQuery(raw, this.clock.now(), this.config.impactMetrics.retentionHours));
  }
}
