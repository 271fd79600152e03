export * from './impact-metrics.module';
export * from './model';
export {
  ImpactMetricsRecorder,
  IMPACT_FLUSH_MS,
  type SampleTarget,
} from './commands/record-impact-metrics/record-impact-metrics-recorder.service';
export { ImpactMetricReads, observeWindow, type WindowRead, type SeriesInfo } from './queries/impact-metric-reads.store';
