import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorMessage } from '../../../components/error-message';
import { formatDateTime, relativeTime } from '../../../components/format';
import { Loading } from '../../../components/loading';
import { applicationInstancesQuery, type ApplicationOverview } from './applications-api';

const route = getRouteApi('/app/settings/applications/$appName');

function Seen({ at }: { at: string | null }) {
  if (!at) return <span className="muted">—</span>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {relativeTime(at)}
    </time>
  );
}

/** Its environments (instance counts, SDK versions) and the instances of the one chosen in the URL. */
export function ApplicationEnvironments({ appName, overview }: { appName: string; overview: ApplicationOverview }) {
  const search = route.useSearch();
  const environments = overview.environments;
  const chosen = environments.find((e) => e.name === search.environment)?.name ?? environments[0]?.name;
  return (
    <section className="card stack" aria-labelledby="app-environments-title">
      <h2 id="app-environments-title">Environments and instances</h2>
      {environments.length === 0 ? (
        <EmptyState title="No instance has reported in the last 48 hours" />
      ) : (
        <>
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Environment</th>
                  <th scope="col">Instances</th>
                  <th scope="col">SDKs</th>
                  <th scope="col">Last seen</th>
                </tr>
              </thead>
              <tbody>
                {environments.map((e) => (
                  <tr key={e.name}>
                    <th scope="row">{e.name}</th>
                    <td>{e.instanceCount}</td>
                    <td>{e.sdks.length === 0 ? <span className="muted">unknown</span> : e.sdks.join(', ')}</td>
                    <td>
                      <Seen at={e.lastSeen} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="tabs" aria-label="Instances by environment">
            {environments.map((e) => (
              <Link
                key={e.name}
                to="/settings/applications/$appName"
                params={{ appName }}
                search={{ environment: e.name }}
                className="tab"
                aria-current={e.name === chosen ? 'page' : undefined}
              >
                {e.name} ({e.instanceCount})
              </Link>
            ))}
          </nav>
          {chosen && <Instances appName={appName} environment={chosen} />}
        </>
      )}
    </section>
  );
}

function Instances({ appName, environment }: { appName: string; environment: string }) {
  const instances = useQuery(applicationInstancesQuery(appName, environment));
  if (instances.isPending) return <Loading label={`Loading the instances in ${environment}`} />;
  if (instances.isError) return <ErrorMessage error={instances.error} title={`The instances in ${environment} could not be loaded`} />;
  if (instances.data.length === 0) return <EmptyState title={`No instance registered in ${environment}`} />;
  return (
    <div className="table-scroll">
      <table className="table" aria-label={`Instances in ${environment}`}>
        <thead>
          <tr>
            <th scope="col">Instance</th>
            <th scope="col">Address</th>
            <th scope="col">SDK</th>
            <th scope="col">Last seen</th>
            <th scope="col">First seen</th>
          </tr>
        </thead>
        <tbody>
          {instances.data.map((i) => (
            <tr key={i.instanceId}>
              <th scope="row">
                <code>{i.instanceId}</code>
              </th>
              <td>{i.clientIp ?? <span className="muted">unknown</span>}</td>
              <td>{i.sdkVersion ?? <span className="muted">unknown</span>}</td>
              <td>
                <Seen at={i.lastSeen} />
              </td>
              <td>{formatDateTime(i.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
