import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCan } from '../../lib/can';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { formatDate } from '../../components/format';
import { Loading } from '../../components/loading';
import { CreateProjectButton } from './create-project-dialog';
import { FavoriteProjectButton } from './favorite-project-button';
import { HealthBadge } from './health-badge';
import { projectListQuery, type Project } from '../../api/projects-api';
import '../../styles/projects.css';

const route = getRouteApi('/app/projects');

/** Every project with its health, flag and member counts; the archived ones on their own tab. */
export function ProjectsPage() {
  const { archived } = route.useSearch();
  const projects = useQuery(projectListQuery(archived === true));
  const canCreate = useCan()('post', '/api/admin/projects');
  return (
    <>
      <div className="page-header">
        <h1>Projects</h1>
        {canCreate && <CreateProjectButton />}
      </div>
      <nav className="tabs" aria-label="Projects">
        <Link to="/projects" search={{}} className="tab" activeOptions={{ exact: true }} aria-current={archived ? undefined : 'page'}>
          Active
        </Link>
        <Link
          to="/projects"
          search={{ archived: true }}
          className="tab"
          activeOptions={{ exact: true }}
          aria-current={archived ? 'page' : undefined}
        >
          Archived
        </Link>
      </nav>
      {projects.isPending && <Loading label="Loading projects" />}
      {projects.isError && <ErrorMessage error={projects.error} title="The projects could not be loaded" />}
      {projects.data &&
        (projects.data.length === 0 ? (
          <EmptyState title={archived ? 'No archived projects.' : 'No projects yet.'}>
            {!archived && canCreate && <p>Create the first one with “New project”.</p>}
          </EmptyState>
        ) : (
          <ProjectsTable projects={projects.data} />
        ))}
    </>
  );
}

function ProjectsTable({ projects }: { projects: readonly Project[] }) {
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">Projects with their health, flags and members</caption>
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">Health</th>
            <th scope="col">Flags</th>
            <th scope="col">Members</th>
            <th scope="col" className="col-wide">
              Environments
            </th>
            <th scope="col" className="col-wide">
              Created
            </th>
          </tr>
        </thead>
        <tbody>
          {projects.map((p) => (
            <tr key={p.id}>
              <th scope="row" className="project-cell">
                {!p.archivedAt && <FavoriteProjectButton id={p.id} name={p.name} favorite={p.favorite === true} />}{' '}
                <Link to="/projects/$projectId" params={{ projectId: p.id }} search={{}} className="project-cell__name">
                  {p.name}
                </Link>{' '}
                <span className="muted">{p.id}</span>
                {p.description && <span className="project-cell__description">{p.description}</span>}
              </th>
              <td>
                <HealthBadge health={p.health ?? 100} />
              </td>
              <td>{p.featureCount ?? 0}</td>
              <td>{p.memberCount ?? 0}</td>
              <td className="col-wide">{(p.environments ?? []).map((e) => e.environment).join(', ') || '—'}</td>
              <td className="col-wide">{p.archivedAt ? `archived ${formatDate(p.archivedAt)}` : formatDate(p.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
