import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRecorded, WriteNotice } from '../../../components/write-notice';
import { formatDateTime, relativeTime } from '../../../components/format';
import { DataTable } from '../../../components/data-table';
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
        <DataTable
          items={apps}
          rowKey={(a) => `${a.appName} ${a.environment}`}
          columns={[
            {
              header: 'Application',
              cell: (a) => (
                <Link to="/settings/applications/$appName" params={{ appName: a.appName }}>
                  <strong>{a.appName}</strong>
                </Link>
              ),
            },
            { header: 'Environment', cell: (a) => a.environment },
            { header: 'SDK', cell: (a) => a.sdkVersion ?? <span className="muted">unknown</span> },
            { header: 'Strategies', cell: (a) => (a.strategies.length === 0 ? <span className="muted">—</span> : a.strategies.join(', ')) },
            {
              header: 'Last seen',
              cell: (a) => (
                <time dateTime={a.lastSeenAt} title={formatDateTime(a.lastSeenAt)}>
                  {relativeTime(a.lastSeenAt)}
                </time>
              ),
            },
            { header: 'First seen', cell: (a) => formatDateTime(a.createdAt) },
          ]}
        />
      )}
    />
  );
}
