import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../../../api/check-body';
import type { FlagRef } from '../../../../api/flag-api';
import { ConfirmButton } from '../../../../components/confirm-button';
import { ErrorMessage } from '../../../../components/error-message';
import { FormProblems, refused } from '../../../../components/form-problems';
import { SelectField, TextField } from '../../../../components/field';
import { Loading } from '../../../../components/loading';
import { useCan } from '../../../../lib/can';
import { isQueued, type QueuedChange } from '../../../../lib/guarded-write';
import { FLAGS_KEY } from '../../flags-api';
import { deleteSafeguard, safeguardsQuery, setSafeguard, type ImpactMetric, type Safeguard, type SafeguardRule } from './impact-api';
import { AGGREGATION_LABELS, AGGREGATIONS, aggregationFor, COMPARISONS, ruleText, type Aggregation, type Comparison } from './impact-model';

const PUT = '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/safeguard' as const;
const ALL_AGGREGATIONS = Object.keys(AGGREGATION_LABELS) as Aggregation[];
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** A write's outcome as the form shows it: done, or queued in a change request (the server's answer, not a guess). */
function useSafeguardWrite<V>(write: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: FLAGS_KEY }),
  });
}

function Queued({ result }: { result: unknown }) {
  if (!isQueued(result)) return null;
  const { request } = result as QueuedChange;
  return (
    <p className="notice" role="status">
      Added to your change request #{request.id} for {request.environment}: the safeguard applies once it is approved and applied.
    </p>
  );
}

/** The flag's safeguards per environment (ADR 0065): listed with their last evaluation, set, edited and removed. */
export function Safeguards({
  flagRef,
  environments,
  environment,
  metrics,
}: {
  flagRef: FlagRef;
  environments: string[];
  environment: string;
  metrics: ImpactMetric[];
}) {
  const list = useQuery(safeguardsQuery(flagRef));
  const can = useCan();
  const mayWrite = (env: string) => can('put', PUT, { project: flagRef.project, environment: env });
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useSafeguardWrite((env: string) => deleteSafeguard(flagRef, env));
  const safeguards = list.data?.safeguards ?? [];
  const current = safeguards.find((s) => s.environment === environment);
  return (
    <div className="impact-safeguards">
      <h3 id="safeguards-title">Safeguards</h3>
      <p className="muted">
        A safeguard turns the flag off in its environment when a metric crosses its threshold (checked every few seconds; no data never
        fires).
      </p>
      {list.isPending ? (
        <Loading label="Loading safeguards" />
      ) : list.isError ? (
        <ErrorMessage error={list.error} title="The safeguards could not be loaded" />
      ) : safeguards.length === 0 ? (
        <p className="muted">No safeguard on this flag.</p>
      ) : (
        <ul className="list safeguard-list" aria-labelledby="safeguards-title">
          {safeguards.map((s) => (
            <li key={s.id} className="safeguard">
              <div>
                <strong>{s.environment}</strong>: {ruleText(s)}
                {!s.enabled && <span className="muted"> (paused)</span>}
                <br />
                <span className="muted">
                  {s.lastEvaluation
                    ? `Last checked ${when(s.lastEvaluation.at)}: ${s.lastEvaluation.outcome}${s.lastEvaluation.observed === null ? '' : `, observed ${s.lastEvaluation.observed}`}`
                    : 'Not checked yet'}
                  {s.lastFired && ` · fired ${when(s.lastFired.at)} (observed ${s.lastFired.observed})`}
                </span>
              </div>
              {mayWrite(s.environment) && (
                <div className="actions">
                  <button type="button" className="button button--small" onClick={() => setEditing(s.environment)}>
                    Edit<span className="visually-hidden"> the safeguard in {s.environment}</span>
                  </button>
                  <ConfirmButton
                    small
                    label="Delete"
                    title={`Remove the safeguard of ${flagRef.name} in ${s.environment}?`}
                    confirmLabel="Remove safeguard"
                    onConfirm={() => remove.mutateAsync(s.environment)}
                    pending={remove.isPending}
                    error={remove.error}
                  >
                    <p>The flag will no longer be turned off automatically in {s.environment}.</p>
                  </ConfirmButton>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Queued result={remove.data} />
      {editing !== null ? (
        <SafeguardForm
          key={editing}
          flagRef={flagRef}
          environment={editing}
          existing={safeguards.find((s) => s.environment === editing)}
          metrics={metrics}
          onDone={() => setEditing(null)}
        />
      ) : (
        environments.includes(environment) &&
        mayWrite(environment) && (
          <button type="button" className="button" onClick={() => setEditing(environment)}>
            {current ? `Edit the safeguard in ${environment}` : `Add a safeguard in ${environment}`}
          </button>
        )
      )}
    </div>
  );
}

interface Values {
  metric: string;
  aggregation: Aggregation;
  windowMinutes: string;
  comparison: Comparison;
  threshold: string;
}
const FIELDS = ['metric', 'aggregation', 'windowMinutes', 'comparison', 'threshold'] as const;

function SafeguardForm({
  flagRef,
  environment,
  existing,
  metrics,
  onDone,
}: {
  flagRef: FlagRef;
  environment: string;
  existing: Safeguard | undefined;
  metrics: ImpactMetric[];
  onDone: () => void;
}) {
  const first = metrics[0];
  const form = useForm<Values>({
    defaultValues: existing
      ? {
          metric: existing.metric,
          aggregation: existing.aggregation,
          windowMinutes: String(existing.windowMinutes),
          comparison: existing.comparison,
          threshold: String(existing.threshold),
        }
      : {
          metric: first?.name ?? '',
          aggregation: first ? aggregationFor(first.type) : 'rate',
          windowMinutes: '5',
          comparison: 'gt',
          threshold: '',
        },
  });
  const { register, handleSubmit, formState, watch } = form;
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSafeguardWrite((rule: SafeguardRule) => setSafeguard(flagRef, environment, rule));
  const chosen = metrics.find((m) => m.name === watch('metric'));
  const aggregations = chosen ? AGGREGATIONS[chosen.type] : ALL_AGGREGATIONS;
  const submit = handleSubmit((values) => {
    const rule: SafeguardRule = {
      metric: values.metric.trim(),
      aggregation: chosen ? aggregationFor(chosen.type, values.aggregation) : values.aggregation,
      windowMinutes: Number(values.windowMinutes),
      comparison: values.comparison,
      threshold: values.threshold.trim() === '' ? Number.NaN : Number(values.threshold),
      ...(existing ? { labels: existing.labels, appName: existing.appName, enabled: existing.enabled } : {}),
    };
    const extra = Number.isFinite(rule.threshold) ? [] : ['The threshold must be a number.'];
    const path = bodyProblems('put', PUT, rule);
    if (refused(form, path, FIELDS, setProblems, extra)) return;
    save.mutate(rule, { onSuccess: (result) => (isQueued(result) ? undefined : onDone()) });
  });
  return (
    <form className="stack safeguard-form" onSubmit={submit} noValidate aria-label={`Safeguard in ${environment}`}>
      <h4>{existing ? `Edit the safeguard in ${environment}` : `New safeguard in ${environment}`}</h4>
      <div className="safeguard-form__fields">
        {metrics.length > 0 ? (
          <SelectField
            label="Metric"
            error={formState.errors.metric?.message}
            options={[
              ...metrics.map((m) => ({ value: m.name, label: `${m.name} (${m.type})` })),
              ...(existing && !metrics.some((m) => m.name === existing.metric) ? [{ value: existing.metric, label: existing.metric }] : []),
            ]}
            {...register('metric')}
          />
        ) : (
          <TextField
            label="Metric"
            error={formState.errors.metric?.message}
            hint="No SDK has reported one here yet"
            {...register('metric')}
          />
        )}
        <SelectField
          label="Aggregation"
          error={formState.errors.aggregation?.message}
          options={aggregations.map((a) => ({ value: a, label: AGGREGATION_LABELS[a] }))}
          {...register('aggregation')}
        />
        <TextField
          label="Window (minutes)"
          type="number"
          min={1}
          max={60}
          error={formState.errors.windowMinutes?.message}
          {...register('windowMinutes')}
        />
        <SelectField label="Comparison" error={formState.errors.comparison?.message} options={COMPARISONS} {...register('comparison')} />
        <TextField label="Threshold" inputMode="decimal" error={formState.errors.threshold?.message} {...register('threshold')} />
      </div>
      <FormProblems problems={problems} />
      {save.isError && <ErrorMessage error={save.error} title="The safeguard was not saved" />}
      <Queued result={save.data} />
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          {isQueued(save.data) ? 'Close' : 'Cancel'}
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending || isQueued(save.data)}>
          Save safeguard
        </button>
      </div>
    </form>
  );
}
