import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime, relativeTime } from '../../components/format';
import { Loading } from '../../components/loading';
import { receivedSignalsQuery } from './signals-api';

/** The newest signals the endpoint received, each with its token and payload; refreshed every few seconds. */
export function ReceivedSignals({ endpointId }: { endpointId: string }) {
  const [limit, setLimit] = useState(20);
  const signals = useQuery(receivedSignalsQuery(endpointId, limit));
  return (
    <section className="card" aria-labelledby="signals-title">
      <div className="page-header">
        <h2 id="signals-title">Latest signals</h2>
        <button type="button" className="button button--small" onClick={() => void signals.refetch()} disabled={signals.isFetching}>
          Refresh
        </button>
      </div>
      {signals.isPending && <Loading label="Loading signals" />}
      {signals.isError && <ErrorMessage error={signals.error} />}
      {signals.isSuccess && signals.data.length === 0 && <EmptyState title="No signal received yet." />}
      {signals.isSuccess && signals.data.length > 0 && (
        <ol className="rows" aria-label="Received signals">
          {signals.data.map((s) => (
            <li key={s.id} className="signal">
              <p>
                <strong>#{s.id}</strong>{' '}
                <time dateTime={s.createdAt} title={formatDateTime(s.createdAt)}>
                  {relativeTime(s.createdAt)}
                </time>{' '}
                <span className="muted">with the token {s.tokenName ?? '(revoked)'}</span>
              </p>
              <pre className="code-block" aria-label={`Payload of signal ${s.id}`}>
                {JSON.stringify(s.payload, null, 2)}
              </pre>
            </li>
          ))}
        </ol>
      )}
      {signals.isSuccess && signals.data.length >= limit && (
        <button type="button" className="button button--small" onClick={() => setLimit((l) => l + 20)}>
          Show older signals
        </button>
      )}
    </section>
  );
}
