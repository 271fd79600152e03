import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ProjectDetails } from '../../components/project-details';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { EnvironmentsTab } from './environments-tab';
import { MembersTab } from './members-tab';
import { ProjectApiTokensTab } from './project-api-tokens-tab';
import { ProjectHeader } from './project-header';
import { projectQuery } from '../../api/projects-api';
import '../../styles/projects.css';

const route = getRouteApi('/app/projects/$projectId');

/** One project: its personal-dashboard details, its environments, its members. */
export function ProjectPage() {
  const { projectId } = route.useParams();
  const { tab = 'overview' } = route.useSearch();
  const project = useQuery(projectQuery(projectId));
  if (project.isPending) return <Loading label={`Loading ${projectId}`} />;
  if (project.isError) return <ErrorMessage error={project.error} title={`The project ${projectId} could not be loaded`} />;
  return (
    <>
      <ProjectHeader project={project.data} current={tab} />
      {tab === 'overview' && <ProjectDetails projectId={project.data.id} name={project.data.name} />}
      {tab === 'environments' && <EnvironmentsTab project={project.data} />}
      {tab === 'members' && <MembersTab project={project.data} />}
      {tab === 'api-tokens' && <ProjectApiTokensTab project={project.data} />}
    </>
  );
}
