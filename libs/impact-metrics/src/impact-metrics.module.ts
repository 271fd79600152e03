import { Module } from '@nestjs/common';
import { ImpactMetricsRecorder } from './commands/record-impact-metrics/record-impact-metrics-recorder.service';
import { ListImpactMetricsController } from './queries/list-impact-metrics/list-impact-metrics.controller';
import { ImpactMetricReads } from './queries/impact-metric-reads.store';
import { ImpactMetricQuery } from './queries/query-impact-metric/query-impact-metric.store';
import { QueryImpactMetricController } from './queries/query-impact-metric/query-impact-metric.controller';

/** Impact metrics (ADR 0065): the recorder SDK reports feed, and the admin reads. */
@Module({
  controllers: [ListImpactMetricsController, QueryImpactMetricController],
  providers: [ImpactMetricsRecorder, ImpactMetricReads, ImpactMetricQuery],
  exports: [ImpactMetricsRecorder, ImpactMetricReads],
})
export class ImpactMetricsModule {}
