import { useQuery } from '@tanstack/react-query';
import { formatDateTime, relativeTime } from '../../components/format';
import { Section } from '../section';
import { applicationsQuery } from './applications-api';

/** The SDK applications that registered with this instance: read only. */
export function ApplicationsPage() {
  return (
    <Section
      title="Applications"
      newLabel=""
      canCreate={false}
      query={useQuery(applicationsQuery)}
      empty="No application has registered yet: an SDK registers when it starts with a client token"
      intro={<p className="muted">Each application an SDK registered, per environment, with when it was last seen.</p>}
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
                    <strong>{a.appName}</strong>
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
