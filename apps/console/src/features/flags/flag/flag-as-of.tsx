import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { api } from '../../../api/client';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import type { Flag } from '../../../lib/flag-model';
import type { FlagRef } from '../../../api/flag-api';
import { StrategySummary } from './strategy-summary';
import '../../../styles/audit.css';

/** The flag as it was right after an event (`?asOf=`, ADR 0017); the past does not change, so it is cached for good. */
export function flagAsOfQuery(f: FlagRef, asOf: number) {
  return queryOptions({
    queryKey: ['history', 'as-of', 'flag', f.project, f.name, asOf],
    queryFn: async ({ signal }) =>
      (await api('get', '/api/admin/projects/{projectId}/features/{featureName}', {
        path: { projectId: f.project, featureName: f.name },
        query: { asOf: String(asOf) },
        signal,
      })) as Flag,
    staleTime: Infinity,
  });
}
/**
 * The flag page "as of event N": the same flag, read-only — its details, each environment's
 * state, strategies and variants, its tags — with the way back to now and to the history.
 */
export function FlagAsOf({ flagRef, asOf, env }: { flagRef: FlagRef; asOf: number; env?: string }) {
  const flag = useQuery(flagAsOfQuery(flagRef, asOf));
  const banner = (
    <div className="alert alert--info as-of" role="note">
      <strong>
        {flagRef.name} as of event {asOf}
      </strong>{' '}
      — the flag right after that event, replayed from the log; read-only.{' '}
      <Link to="." search={{ env }}>
        The flag now
      </Link>{' '}
      ·{' '}
      <Link to="/history" search={{ project: flagRef.project, feature: flagRef.name, event: asOf }}>
        Its history
      </Link>
    </div>
  );
  if (flag.isPending)
    return (
      <>
        {banner}
        <Loading label={`Replaying ${flagRef.name} up to event ${asOf}`} />
      </>
    );
  if (flag.isError)
    return (
      <>
        {banner}
        <ErrorMessage error={flag.error} title={`${flagRef.name} as of event ${asOf} could not be shown`} />
      </>
    );
  const environments = [...(flag.data.environments ?? [])].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  const current = environments.find((e) => e.name === env) ?? environments[0];
  return (
    <>
      {banner}
      <section className="card" aria-labelledby="as-of-title">
        <h1 id="as-of-title">{flag.data.name}</h1>
        <dl className="facts">
          <dt>Type</dt>
          <dd>{flag.data.type}</dd>
          <dt>Description</dt>
          <dd>{flag.data.description || <span className="muted">none</span>}</dd>
          <dt>State</dt>
          <dd>
            {[
              flag.data.archived ? 'archived' : 'active',
              flag.data.stale ? 'stale' : null,
              flag.data.impressionData ? 'impression data on' : null,
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
          <dt>Tags</dt>
          <dd>{(flag.data.tags ?? []).map((t) => `${t.type}: ${t.value}`).join(', ') || <span className="muted">none</span>}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="as-of-environments">
        <h2 id="as-of-environments">Environments</h2>
        <nav className="tabs" aria-label="Environment">
          {environments.map((e) => (
            <Link
              key={e.name}
              to="."
              search={{ env: e.name, asOf }}
              replace
              className="tab"
              aria-current={e.name === current?.name ? 'page' : undefined}
            >
              <span className={`dot${e.enabled ? ' dot--on' : ''}`} aria-hidden="true" />
              {e.name}
              <span className="visually-hidden">{e.enabled ? ' (on)' : ' (off)'}</span>
            </Link>
          ))}
        </nav>
        {current && (
          <div className="env-panel">
            <p>
              <strong>{current.name}</strong> was {current.enabled ? 'on' : 'off'}.
            </p>
            {(current.strategies ?? []).length === 0 ? (
              <p className="muted">No strategies in {current.name}.</p>
            ) : (
              <ol className="strategies">
                {[...(current.strategies ?? [])]
                  .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
                  .map((s) => (
                    <li key={s.id} className={`strategy${s.disabled ? ' strategy--disabled' : ''}`}>
                      <StrategySummary strategy={s} />
                    </li>
                  ))}
              </ol>
            )}
            {(current.variants ?? []).length > 0 && (
              <p>Variants: {(current.variants ?? []).map((v) => `${v.name} ${(v.weight / 10).toFixed(1)}%`).join(', ')}</p>
            )}
          </div>
        )}
      </section>
    </>
  );
}
