import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorMessage } from '../../../../components/error-message';
import { Loading } from '../../../../components/loading';
import '../../../../styles/metrics.css';
import type { FlagPageSearch } from '../flag-page-search';
import { flagMetricsQuery, flagUsageQuery } from './metrics-api';
import { MetricsFilter } from './metrics-filter';
import { DEFAULT_PERIOD, matches, optionsOf, PERIODS, periodLabel, type MetricsRow, type Period } from './metrics-model';
import { MetricsView } from './metrics-view';

const route = getRouteApi('/app/projects/$projectId/flags/$flagName');

const PERIOD_OPTIONS = PERIODS.map((p) => ({ value: String(p), label: p === 1 ? 'Last hour' : `Last ${p} hours` }));
const choices = (all: string, values: string[]) => [{ value: '', label: all }, ...values.map((v) => ({ value: v, label: v }))];

/** How SDKs evaluated the flag: exposures per hour, by environment and application (ADR 0053). */
export function MetricsSection({ flagName }: { flagName: string }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const hours = search.metricsHours ?? DEFAULT_PERIOD;
  const filter = { environment: search.metricsEnv, app: search.metricsApp };
  const metrics = useQuery(flagMetricsQuery(flagName, hours));
  const usage = useQuery(flagUsageQuery(flagName));
  const go = (change: Partial<FlagPageSearch>) =>
    void navigate({ search: (prev: FlagPageSearch) => ({ ...prev, ...change }), replace: true, resetScroll: false });
  const rows: MetricsRow[] = metrics.data ?? [];
  const seen = (usage.data?.seenApplications ?? []).map((appName) => ({ appName }) as MetricsRow);
  const environments = optionsOf(rows, (r) => r.environment, filter.environment);
  const apps = optionsOf([...rows, ...seen], (r) => r.appName, filter.app);
  const kept = rows.filter((r) => matches(r, filter));
  const filtered = rows.length > 0 && (filter.environment !== undefined || filter.app !== undefined);
  return (
    <section className="card" id="metrics" aria-labelledby="metrics-title">
      <h2 id="metrics-title">Metrics</h2>
      <div className="metrics-filters">
        <MetricsFilter
          label="Period"
          value={String(hours)}
          options={PERIOD_OPTIONS}
          onChange={(v) => go({ metricsHours: Number(v) === DEFAULT_PERIOD ? undefined : (Number(v) as Period) })}
        />
        <MetricsFilter
          label="Environment"
          value={filter.environment ?? ''}
          options={choices('All environments', environments)}
          onChange={(v) => go({ metricsEnv: v || undefined })}
        />
        <MetricsFilter
          label="Application"
          value={filter.app ?? ''}
          options={choices('All applications', apps)}
          onChange={(v) => go({ metricsApp: v || undefined })}
        />
      </div>
      {metrics.isPending ? (
        <Loading label="Loading metrics" />
      ) : metrics.isError ? (
        <ErrorMessage error={metrics.error} title="The flag's metrics could not be loaded" />
      ) : kept.length === 0 ? (
        <EmptyState title={`No SDK ${filtered ? 'matching these filters ' : ''}has reported this flag in the ${periodLabel(hours)}`}>
          <p className="muted">
            SDKs send what they evaluated to <code>POST /api/client/metrics</code> with a client token, every 60 seconds by default (the
            SDK&apos;s <code>metricsInterval</code>); Pennant stores it within 5 seconds and keeps it 48 hours.
          </p>
        </EmptyState>
      ) : (
        <MetricsView rows={rows} filter={filter} hours={hours} />
      )}
      {usage.isError && <ErrorMessage error={usage.error} title="The last hour's usage could not be loaded" />}
      {usage.data && usage.data.lastHourUsage.length > 0 && (
        <p className="muted">
          Last hour by environment, all applications:{' '}
          {usage.data.lastHourUsage.map((u) => `${u.environment} ${u.yes.toLocaleString()} yes / ${u.no.toLocaleString()} no`).join(' · ')}
        </p>
      )}
    </section>
  );
}
