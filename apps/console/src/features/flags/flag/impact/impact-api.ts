import { queryOptions } from '@tanstack/react-query';
import { announced } from '../../../../api/announced';
import { api, apiRecorded, type ResponseOf } from '../../../../api/client';
import { flagPath, type FlagRef } from '../../../../api/flag-api';
import { guardedWrite } from '../../../../lib/guarded-write';
import { FLAGS_KEY } from '../../flags-api';
import type { components } from '../../../../api/schema.gen';
import type { Aggregation } from './impact-model';

export type ImpactMetricList = ResponseOf<'/api/admin/impact-metrics', 'get'>;
export type ImpactMetric = ImpactMetricList['metrics'][number];
export type ImpactQuery = ResponseOf<'/api/admin/impact-metrics/query', 'get'>;
export type Safeguard = ResponseOf<'/api/admin/projects/{projectId}/features/{featureName}/safeguards', 'get'>['safeguards'][number];
export type SafeguardRule = components['schemas']['safeguardRuleSchema'];

/** Impact metrics change without any event: refetched every 30 s while the page is open. */
const REFRESH_MS = 30_000;
const IMPACT_KEY = [...FLAGS_KEY, 'impact'] as const;

/** The metric names SDKs reported in the environment (kept 48 h). */
export function impactMetricsQuery(environment: string) {
  return queryOptions({
    queryKey: [...IMPACT_KEY, 'metrics', environment],
    queryFn: ({ signal }) => api('get', '/api/admin/impact-metrics', { query: { environment }, signal }),
    refetchInterval: REFRESH_MS,
  });
}

export interface ImpactChoice {
  metric: string;
  environment: string;
  aggregation: Aggregation;
  minutes: number;
  stepMinutes: number;
  groupBy: string;
}

/** One metric over the last `minutes`, aggregated per step and grouped by the labels given (comma-separated). */
export function impactQuery(choice: ImpactChoice) {
  return queryOptions({
    queryKey: [...IMPACT_KEY, 'query', choice],
    queryFn: ({ signal }) => {
      const to = new Date();
      const from = new Date(to.getTime() - choice.minutes * 60_000);
      return api('get', '/api/admin/impact-metrics/query', {
        query: {
          metric: choice.metric,
          environment: choice.environment,
          aggregation: choice.aggregation,
          from: from.toISOString(),
          to: to.toISOString(),
          stepMinutes: choice.stepMinutes,
          groupBy: choice.groupBy.trim() === '' ? undefined : choice.groupBy,
        },
        signal,
      });
    },
    refetchInterval: REFRESH_MS,
    placeholderData: (previous) => previous,
  });
}

/** The flag's events in the range (what its history shows), for the chart's change markers. */
export function flagEventsQuery(f: FlagRef, minutes: number) {
  return queryOptions({
    queryKey: [...IMPACT_KEY, 'events', f.project, f.name, minutes],
    queryFn: ({ signal }) =>
      api('get', '/api/admin/search/events', {
        query: {
          project: `IS:${f.project}`,
          feature: `IS:${f.name}`,
          from: `IS:${new Date(Date.now() - minutes * 60_000).toISOString()}`,
          limit: 200,
        },
        signal,
      }),
    refetchInterval: REFRESH_MS,
  });
}

export function safeguardsQuery(f: FlagRef) {
  return queryOptions({
    queryKey: [...IMPACT_KEY, 'safeguards', f.project, f.name],
    queryFn: ({ signal }) => api('get', '/api/admin/projects/{projectId}/features/{featureName}/safeguards', { path: flagPath(f), signal }),
    refetchInterval: REFRESH_MS,
  });
}

/** Where the environment requires approval, the rule becomes a change of the caller's draft change request (ADR 0065). */
export function setSafeguard(f: FlagRef, environment: string, rule: SafeguardRule) {
  return guardedWrite(f, environment, { action: 'setSafeguard', payload: rule }, () =>
    announced(
      `Safeguard of ${f.name} in ${environment} saved`,
      apiRecorded('put', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/safeguard', {
        path: { ...flagPath(f), environment },
        body: rule,
      }),
    ),
  );
}

export function deleteSafeguard(f: FlagRef, environment: string) {
  return guardedWrite(f, environment, { action: 'deleteSafeguard', payload: {} }, () =>
    announced(
      `Safeguard of ${f.name} in ${environment} removed`,
      apiRecorded('delete', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/safeguard', {
        path: { ...flagPath(f), environment },
      }),
    ),
  );
}
