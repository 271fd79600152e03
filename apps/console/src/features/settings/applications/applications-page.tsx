import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRecorded, WriteNotice } from '../../../components/write-notice';
import { formatDateTime, relativeTime } from '../../../components/format';
import { Section } from '../section';
import { applicationsQuery } from './applications-api';

/** The SDK applications that registered with this instance, each linked to its page. */
export function ApplicationsPage() {
  const [recorded, setRecorded] = useRecorded();
  return (
    <Section
      title="Applications"
      newLabel=""
      canCreate={false}
      query={useQuery(applicationsQuery)}
      empty="No application has registered yet: an SDK registers when it starts with a client token"
      intro={
        <>
          <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />
          <p className="muted">
            Each application an SDK registered, with its last registration's environment and when it was last seen. Open one for its
            instances, the flags it evaluates and its issues.
          </p>
        </>
      }
      dialogTitle={() => ''}
      form={() => null}
      list={(apps) => (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Application</th>
                <th scope="col">Environment</th>
                <th scope="col">SDK</th>
                <th scope="col">Strategies</th>
                <th scope="col">Last seen</th>
                <th scope="col">First seen</th>
              </tr>
            </thead>
            <tbody>
              {apps.map((a) => (
                <tr key={`${a.appName} ${a.environment}`}>
                  <th scope="row">
                    <Link to="/settings/applications/$appName" params={{ appName: a.appName }}>
                      <strong>{a.appName}</strong>
                    </Link>
                  </th>
                  <td>{a.environment}</td>
                  <td>{a.sdkVersion ?? <span className="muted">unknown</span>}</td>
                  <td>{a.strategies.length === 0 ? <span className="muted">—</span> : a.strategies.join(', ')}</td>
                  <td>
                    <time dateTime={a.lastSeenAt} title={formatDateTime(a.lastSeenAt)}>
                      {relativeTime(a.lastSeenAt)}
                    </time>
                  </td>
                  <td>{formatDateTime(a.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    />
  );
}
