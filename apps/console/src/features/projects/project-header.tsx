import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { requestCountsQuery } from '../../api/change-requests-api';
import { FavoriteProjectButton } from './favorite-project-button';
import { ProjectActions } from './project-actions';
import type { Project } from '../../api/projects-api';
import type { ProjectTab } from './project-search';

type Current = ProjectTab | 'change-requests';

/** A project's title, its actions and the tabs of its screens (the change requests are one of them). */
export function ProjectHeader({ project, current }: { project: Project; current: Current }) {
  const counts = useQuery(requestCountsQuery(project.id));
  const pending = counts.data ? counts.data.reviewRequired + counts.data.approved + counts.data.scheduled : null;
  const tab = (name: ProjectTab, label: string) => (
    <Link
      to="/projects/$projectId"
      params={{ projectId: project.id }}
      search={name === 'overview' ? {} : { tab: name }}
      className="tab"
      activeOptions={{ exact: true }}
      aria-current={current === name ? 'page' : undefined}
    >
      {label}
    </Link>
  );
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/projects" search={{}}>
          Projects
        </Link>{' '}
        / <span aria-current={current === 'overview' ? 'page' : undefined}>{project.name}</span>
      </nav>
      <div className="page-header">
        <div>
          <div className="flag-header__title">
            {!project.archivedAt && <FavoriteProjectButton id={project.id} name={project.name} />}
            <h1>
              {project.name} {project.archivedAt && <span className="badge badge--warning">archived</span>}
            </h1>
          </div>
          <p className="muted">
            id <code>{project.id}</code>
            {project.description ? ` · ${project.description}` : ''}
          </p>
        </div>
        <ProjectActions project={project} />
      </div>
      <nav className="tabs" aria-label="Project">
        {tab('overview', 'Overview')}
        {tab('environments', 'Environments')}
        {tab('members', 'Members')}
        {tab('api-tokens', 'API tokens')}
        <Link
          to="/projects/$projectId/change-requests"
          params={{ projectId: project.id }}
          search={{}}
          className="tab"
          activeOptions={{ exact: true }}
          aria-current={current === 'change-requests' ? 'page' : undefined}
        >
          Change requests
          {pending !== null && pending > 0 && (
            <span className="count" aria-label={`${pending} waiting`}>
              {pending}
            </span>
          )}
        </Link>
        <Link to="/flags" search={{ project: `IS:${project.id}` }} className="tab">
          Flags ({project.featureCount ?? 0})
        </Link>
      </nav>
    </>
  );
}
