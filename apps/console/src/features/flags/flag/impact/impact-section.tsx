import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorMessage } from '../../../../components/error-message';
import { LineChart, SERIES_COLOURS } from '../../../../components/line-chart';
import { Loading } from '../../../../components/loading';
import type { FlagRef } from '../../../../api/flag-api';
import '../../../../styles/metrics.css';
import '../../../../styles/impact.css';
import { MetricsFilter } from '../metrics/metrics-filter';
import { flagEventsQuery, impactMetricsQuery, impactQuery, type ImpactMetric } from './impact-api';
import { AGGREGATION_LABELS, AGGREGATIONS, aggregationFor, changesIn, DEFAULT_RANGE, RANGES, stepFor, toLines } from './impact-model';
import { Safeguards } from './safeguards';

const time = (at: number, withDay: boolean) =>
  new Date(at).toLocaleString(
    undefined,
    withDay ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } : { hour: '2-digit', minute: '2-digit' },
  );
const value = (v: number | null) => (v === null ? '–' : (+v.toPrecision(4)).toLocaleString());

/**
 * What the flag does to the application (ADR 0065): a chosen impact metric over time, grouped by
 * labels, with the flag's changes marked on the time axis; then its safeguards. Loaded on its own
 * (React.lazy) so the flag page's first load stays small.
 */
export default function ImpactSection({
  flagRef,
  environments,
  initialEnvironment,
}: {
  flagRef: FlagRef;
  environments: string[];
  initialEnvironment: string;
}) {
  const [environment, setEnvironment] = useState(initialEnvironment);
  const [metricName, setMetricName] = useState<string | undefined>();
  const [aggregation, setAggregation] = useState<string | undefined>();
  const [minutes, setMinutes] = useState<number>(DEFAULT_RANGE);
  const [groupBy, setGroupBy] = useState<string | undefined>();
  const list = useQuery(impactMetricsQuery(environment));
  const metrics: ImpactMetric[] = list.data?.metrics ?? [];
  const metric = metrics.find((m) => m.name === metricName) ?? metrics[0];
  const chosenAggregation = metric ? aggregationFor(metric.type, aggregation) : undefined;
  // `appName` groups by the reporting application (a column of the series, not a label).
  const labels = ['appName', ...(metric?.labels ?? []).filter((l) => l !== 'environment' && l !== 'appName')];
  const grouping = groupBy !== undefined && (groupBy === '' || labels.includes(groupBy)) ? groupBy : '';
  return (
    <section className="card" id="impact" aria-labelledby="impact-title">
      <h2 id="impact-title">Impact</h2>
      <p className="muted">
        Application metrics the SDKs report next to the flag (counters, gauges, histograms), with the flag&apos;s changes marked.
      </p>
      <div className="metrics-filters">
        <MetricsFilter
          label="Impact environment"
          value={environment}
          options={environments.map((e) => ({ value: e, label: e }))}
          onChange={setEnvironment}
        />
        {metrics.length > 0 && metric && chosenAggregation && (
          <>
            <MetricsFilter
              label="Metric"
              value={metric.name}
              options={metrics.map((m) => ({ value: m.name, label: `${m.name} (${m.type})` }))}
              onChange={setMetricName}
            />
            <MetricsFilter
              label="Aggregation"
              value={chosenAggregation}
              options={AGGREGATIONS[metric.type].map((a) => ({ value: a, label: AGGREGATION_LABELS[a] }))}
              onChange={setAggregation}
            />
            <MetricsFilter
              label="Time range"
              value={String(minutes)}
              options={RANGES.map((r) => ({ value: String(r.minutes), label: r.label }))}
              onChange={(v) => setMinutes(Number(v))}
            />
            <MetricsFilter
              label="Group by"
              value={grouping}
              options={[
                { value: '', label: 'Nothing (one line)' },
                ...labels.map((l) => ({ value: l, label: l === 'appName' ? 'application' : l })),
              ]}
              onChange={setGroupBy}
            />
          </>
        )}
      </div>
      {list.isPending ? (
        <Loading label="Loading impact metrics" />
      ) : list.isError ? (
        <ErrorMessage error={list.error} title="The impact metrics could not be loaded" />
      ) : !metric || !chosenAggregation ? (
        <EmptyState title={`No SDK has reported impact metrics in ${environment} in the last 48 hours`}>
          <p className="muted">
            SDKs send them in the <code>impactMetrics</code> field of <code>POST /api/client/metrics</code> (the Node SDK&apos;s{' '}
            <code>impactMetrics</code> counters, gauges and histograms); see docs/sdks.md.
          </p>
        </EmptyState>
      ) : (
        <ImpactChart
          flagRef={flagRef}
          metric={metric}
          environment={environment}
          aggregation={chosenAggregation}
          minutes={minutes}
          groupBy={grouping}
        />
      )}
      <Safeguards flagRef={flagRef} environments={environments} environment={environment} metrics={metrics} />
    </section>
  );
}

function ImpactChart({
  flagRef,
  metric,
  environment,
  aggregation,
  minutes,
  groupBy,
}: {
  flagRef: FlagRef;
  metric: ImpactMetric;
  environment: string;
  aggregation: ReturnType<typeof aggregationFor>;
  minutes: number;
  groupBy: string;
}) {
  const query = useQuery(impactQuery({ metric: metric.name, environment, aggregation, minutes, stepMinutes: stepFor(minutes), groupBy }));
  const events = useQuery(flagEventsQuery(flagRef, minutes));
  if (query.isPending) return <Loading label="Loading the metric" />;
  if (query.isError) return <ErrorMessage error={query.error} title={`${metric.name} could not be read`} />;
  const from = Date.parse(query.data.from);
  const to = Date.parse(query.data.to);
  const lines = toLines(query.data.series);
  const changes = changesIn(events.data?.events ?? [], environment, from, to);
  const withDay = minutes > 1440;
  const markers = changes.map((c) => ({
    key: String(c.id),
    at: c.at,
    label: `${time(c.at, true)}: ${c.type} by ${c.createdBy} (event ${c.id})`,
  }));
  const summary =
    `${AGGREGATION_LABELS[aggregation]} of ${metric.name} in ${environment}, ${RANGES.find((r) => r.minutes === minutes)?.label.toLowerCase() ?? ''}: ` +
    `${lines.length} series, ${changes.length} flag change${changes.length === 1 ? '' : 's'} marked.`;
  return (
    <>
      <h3>
        {metric.name} <span className="muted">({AGGREGATION_LABELS[aggregation]})</span>
      </h3>
      {metric.help && <p className="muted">{metric.help}</p>}
      <LineChart lines={lines} markers={markers} from={from} to={to} summary={summary} formatTime={(at) => time(at, withDay)} />
      <ul className="legend legend--wrap" aria-label="Series">
        {lines.map((l, i) => (
          <li key={l.key}>
            <span className={`legend__swatch line-chart__swatch line-chart__swatch--${i % SERIES_COLOURS}`} aria-hidden="true" />
            {l.name}
          </li>
        ))}
        {markers.length > 0 && (
          <li>
            <span className="legend__swatch legend__swatch--marker" aria-hidden="true" />
            flag change
          </li>
        )}
      </ul>
      {query.data.truncated && <p className="muted">Only the first {lines.length} series are shown.</p>}
      {events.isError && <ErrorMessage error={events.error} title="The flag's changes could not be loaded" />}
      {changes.length > 0 && (
        <ul className="list impact-changes" aria-label="Flag changes in this range">
          {changes.map((c) => (
            <li key={c.id}>
              {time(c.at, true)} · {c.type} <span className="muted">by {c.createdBy}</span>
            </li>
          ))}
        </ul>
      )}
      <details className="metrics-details">
        <summary>Show as table</summary>
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">{metric.name} per step</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                {lines.map((l) => (
                  <th key={l.key} scope="col" className="num">
                    {l.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(lines[0]?.points ?? [])
                .map((p, i) => (
                  <tr key={p.at}>
                    <th scope="row">{time(p.at, true)}</th>
                    {lines.map((l) => (
                      <td key={l.key} className="num">
                        {value(l.points[i]?.value ?? null)}
                      </td>
                    ))}
                  </tr>
                ))
                .reverse()}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
