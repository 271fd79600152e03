import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime, relativeTime } from '../../components/format';
import { Loading } from '../../components/loading';
import { actionSetRunsQuery } from './actions-api';

const STATE_BADGE: Record<string, string> = { success: 'badge badge--ok', failed: 'badge badge--danger', started: 'badge badge--warning' };

/** The newest runs of an action set: the signal that triggered each, and every action's outcome. */
export function ActionSetRuns({ project, id }: { project: string; id: string }) {
  const runs = useQuery(actionSetRunsQuery(project, id));
  return (
    <section className="card" aria-labelledby="runs-title">
      <h2 id="runs-title">Recent runs</h2>
      {runs.isPending && <Loading label="Loading runs" />}
      {runs.isError && <ErrorMessage error={runs.error} />}
      {runs.isSuccess && runs.data.length === 0 && <EmptyState title="Not run yet: no matching signal has arrived." />}
      {runs.isSuccess && runs.data.length > 0 && (
        <ol className="rows" aria-label="Runs">
          {runs.data.map((run) => (
            <li key={run.id} className="run">
              <p>
                <span className={STATE_BADGE[run.state] ?? 'badge'}>{run.state}</span>{' '}
                <time dateTime={run.createdAt} title={formatDateTime(run.createdAt)}>
                  {relativeTime(run.createdAt)}
                </time>{' '}
                <span className="muted">for signal #{run.signalId}</span>
              </p>
              <ul className="list">
                {run.actionSet.actions.map((a) => (
                  <li key={a.id ?? a.sortOrder}>
                    <span className={STATE_BADGE[a.state ?? ''] ?? 'badge'}>{a.state ?? 'not started'}</span> {a.action}{' '}
                    {a.executionParams.featureName ?? a.executionParams.tag ?? ''}{' '}
                    {a.executionParams.environment ? `in ${a.executionParams.environment}` : ''}
                    {a.details && <span className="muted"> — {a.details}</span>}
                  </li>
                ))}
              </ul>
              {run.signal && (
                <details>
                  <summary>Payload</summary>
                  <pre className="code-block">{JSON.stringify(run.signal.payload, null, 2)}</pre>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
