import { useQuery } from '@tanstack/react-query';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { verifyQuery } from './history-api';

/**
 * The log's tamper evidence (ADR 0013): the hash chain recomputed by the server, its head
 * position and hash — the pair to keep elsewhere to detect a rewritten log later.
 */
export function VerifyPanel() {
  const report = useQuery(verifyQuery);
  return (
    <section className="card verify" aria-labelledby="verify-title">
      <div className="verify__head">
        <h2 id="verify-title">Hash chain</h2>
        <button type="button" className="button button--small" disabled={report.isFetching} onClick={() => void report.refetch()}>
          Verify again
        </button>
      </div>
      {report.isPending && <Loading label="Verifying the hash chain" />}
      {report.isError && <ErrorMessage error={report.error} title="The chain could not be verified" />}
      {report.data && (
        <dl className="verify__facts" aria-live="polite">
          <dt>Result</dt>
          <dd>
            {report.data.ok ? <span className="badge badge--ok">Intact</span> : <span className="badge badge--danger">Broken</span>}{' '}
            {report.data.checked.toLocaleString('en')} events checked
            {report.isFetching && ' (verifying again…)'}
          </dd>
          <dt>Head position</dt>
          <dd>{report.data.headPosition}</dd>
          <dt>Head hash</dt>
          <dd>
            <code className="hash">{report.data.headHash ?? '(empty log)'}</code>
          </dd>
          {report.data.firstBroken && (
            <>
              <dt>First broken link</dt>
              <dd>
                position {report.data.firstBroken.position}
                {report.data.firstBroken.reason ? `: ${report.data.firstBroken.reason}` : ''}
              </dd>
            </>
          )}
          {report.data.missingTail && (
            <>
              <dt>Missing tail</dt>
              <dd>{report.data.missingTail.reason}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
