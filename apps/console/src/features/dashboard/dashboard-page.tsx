import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { dashboardQuery } from '../../api/dashboard-api';
import { ProjectDetails } from '../../components/project-details';

const route = getRouteApi('/app/');

/** The landing page: the caller's flags and projects (personal dashboard), one project in detail. */
export function DashboardPage() {
  const { project } = route.useSearch();
  const dashboard = useQuery(dashboardQuery);
  if (dashboard.isPending) return <Loading label="Loading your dashboard" />;
  if (dashboard.isError) return <ErrorMessage error={dashboard.error} title="The dashboard could not be loaded" />;
  const { flags, projects, admins, projectOwners } = dashboard.data;
  const selected = project ?? projects[0]?.id;
  return (
    <>
      <h1>Dashboard</h1>
      <div className="grid-2">
        <section className="card" aria-labelledby="my-flags">
          <h2 id="my-flags">My flags</h2>
          {flags.length === 0 ? (
            <EmptyState title="No flags of yours yet.">
              <p>
                Flags you create or mark with a star show here.{' '}
                <Link to="/flags" search={{}}>
                  Browse all flags
                </Link>
                .
              </p>
            </EmptyState>
          ) : (
            <ul className="list">
              {flags.map((flag) => (
                <li key={`${flag.project}/${flag.name}`}>
                  <Link to="/projects/$projectId/flags/$flagName" params={{ projectId: flag.project, flagName: flag.name }} search={{}}>
                    {flag.name}
                  </Link>{' '}
                  <span className="muted">
                    {flag.type} · {flag.project}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card" aria-labelledby="my-projects">
          <h2 id="my-projects">My projects</h2>
          {projects.length === 0 ? (
            <EmptyState title="You are not a member of any project." />
          ) : (
            <ul className="list">
              {projects.map((p) => (
                <li key={p.id}>
                  <Link to="/" search={{ project: p.id }} aria-current={p.id === selected ? 'true' : undefined}>
                    {p.name}
                  </Link>{' '}
                  <span className="muted">
                    health {p.health}% · {p.featureCount} flags · {p.memberCount} members
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {selected && <ProjectDetails projectId={selected} name={projects.find((p) => p.id === selected)?.name ?? selected} />}
      <section className="card" aria-labelledby="people">
        <h2 id="people">People to ask</h2>
        <p>
          <strong>Administrators:</strong>{' '}
          {admins.length ? admins.map((a) => a.name || a.username || a.email || `user ${a.id}`).join(', ') : 'none'}
        </p>
        <p>
          <strong>Project owners:</strong> {projectOwners.length ? projectOwners.map((o) => o.name).join(', ') : 'none'}
        </p>
      </section>
    </>
  );
}
