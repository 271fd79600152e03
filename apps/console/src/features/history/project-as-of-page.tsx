import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { AsOfBanner } from './as-of-banner';
import { projectAsOfQuery } from './as-of-api';
import '../../styles/audit.css';

const route = getRouteApi('/app/history/projects/$projectId');

/** A project's flags as they were after an event: a shareable link to the past. */
export function ProjectAsOfPage() {
  const { projectId } = route.useParams();
  const { asOf } = route.useSearch();
  const flags = useQuery({ ...projectAsOfQuery(projectId, asOf ?? 0), enabled: asOf !== undefined });
  if (asOf === undefined) return <ErrorMessage error={new Error('The link names no event (?asOf=<event id>).')} />;
  return (
    <>
      <h1>Project {projectId}</h1>
      <AsOfBanner
        asOf={asOf}
        what={`The project ${projectId}`}
        now={
          <Link to="/flags" search={{ project: `IS:${projectId}` }}>
            Its flags now.
          </Link>
        }
      />
      {flags.isPending && <Loading label={`Replaying ${projectId} up to event ${asOf}`} />}
      {flags.isError && <ErrorMessage error={flags.error} title={`The project ${projectId} as of event ${asOf} could not be shown`} />}
      {flags.data && flags.data.length === 0 && <EmptyState title="The project had no active flags then." />}
      {flags.data && flags.data.length > 0 && (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">
              Flags of {projectId} as of event {asOf}
            </caption>
            <thead>
              <tr>
                <th scope="col">Flag</th>
                <th scope="col">Type</th>
                <th scope="col">Environments</th>
              </tr>
            </thead>
            <tbody>
              {flags.data.map((flag) => (
                <tr key={flag.name}>
                  <th scope="row">
                    <Link to="/projects/$projectId/flags/$flagName" params={{ projectId, flagName: flag.name }} search={{ asOf }}>
                      {flag.name}
                    </Link>
                    {flag.stale && <span className="badge badge--warning">stale</span>}
                  </th>
                  <td>{flag.type}</td>
                  <td>{(flag.environments ?? []).map((e) => `${e.name} ${e.enabled ? 'on' : 'off'}`).join(', ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
