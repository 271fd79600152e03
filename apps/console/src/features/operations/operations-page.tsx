import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmButton } from '../../components/confirm-button';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { healthQuery, projectionsQuery, readinessQuery, rebuildAll } from './operations-api';
import { ProjectionRow } from './projection-row';
import '../../styles/audit.css';

function ServiceState() {
  const ready = useQuery(readinessQuery);
  const health = useQuery(healthQuery);
  return (
    <section className="card" aria-labelledby="service-title">
      <h2 id="service-title">Service</h2>
      <dl className="facts" aria-live="polite">
        <dt>Readiness</dt>
        <dd>
          {ready.isPending && 'checking…'}
          {ready.isError && <ErrorMessage error={ready.error} />}
          {ready.data && (
            <>
              <span className={`badge ${ready.data.ready ? 'badge--ok' : 'badge--danger'}`}>
                {ready.data.ready ? 'Ready' : 'Not ready'}
              </span>
              {ready.data.lagging.length > 0 &&
                ` — behind: ${ready.data.lagging.map((l) => `${l.name} (${l.lagEvents} events, ${l.status})`).join(', ')}`}
            </>
          )}
        </dd>
        <dt>Database</dt>
        <dd>
          {ready.data && (
            <span className={`badge ${ready.data.database === 'up' ? 'badge--ok' : 'badge--danger'}`}>{ready.data.database}</span>
          )}
          {health.data &&
            health.data.health !== 'GOOD' &&
            ` — embedded PostgreSQL ${health.data.database ?? 'down'}${health.data.since ? ` since ${health.data.since}` : ''}`}
          {health.isError && <ErrorMessage error={health.error} />}
        </dd>
        <dt>Metrics</dt>
        <dd>
          <a href="/internal-backstage/prometheus">Prometheus metrics</a>{' '}
          <span className="muted">(text format; unauthenticated — block it at your proxy)</span>
        </dd>
      </dl>
    </section>
  );
}

/** The read models: checkpoint, lag and state of each, refreshed live; rebuilds and their progress to the switch. */
export function OperationsPage() {
  const client = useQueryClient();
  const projections = useQuery(projectionsQuery);
  const all = useMutation({ mutationFn: rebuildAll, onSettled: () => client.invalidateQueries({ queryKey: projectionsQuery.queryKey }) });
  const busy = (projections.data ?? []).some((p) => p.rebuild !== null);
  return (
    <>
      <div className="page-header">
        <h1>Operations</h1>
        <ConfirmButton
          danger={false}
          label="Rebuild all projections"
          title="Rebuild every projection?"
          confirmLabel="Rebuild all"
          onConfirm={() => all.mutateAsync()}
          pending={all.isPending || busy}
          error={all.error}
        >
          <p>
            Every read model is rebuilt from one pass over the log, in the background; each switches to its fresh tables when it has caught
            up.
          </p>
        </ConfirmButton>
      </div>
      <ServiceState />
      <section className="card" aria-labelledby="projections-title">
        <h2 id="projections-title">Projections</h2>
        {projections.isPending && <Loading label="Loading the projections" />}
        {projections.isError && <ErrorMessage error={projections.error} title="The projections could not be loaded" />}
        {projections.data && projections.data.length === 0 && <EmptyState title="No projection runs in this service." />}
        {projections.data && projections.data.length > 0 && (
          <div className="table-scroll">
            <table className="table projections">
              <caption className="visually-hidden">Projections, refreshed every 2 seconds</caption>
              <thead>
                <tr>
                  <th scope="col">Projection</th>
                  <th scope="col">Checkpoint</th>
                  <th scope="col">Lag</th>
                  <th scope="col">State</th>
                  <th scope="col">Rebuild</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {projections.data.map((p) => (
                  <ProjectionRow key={p.name} projection={p} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {projections.data && (
          <p className="muted">Head of the log: {projections.data[0]?.head.toLocaleString('en') ?? 0}. Refreshed every 2 seconds.</p>
        )}
      </section>
    </>
  );
}
