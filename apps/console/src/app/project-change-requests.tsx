import { ChangeRequestsPage } from '../features/change-requests/change-requests-page';
import { ProjectHeader } from '../features/projects/project-header';

/** The project's change-requests tab: the change-requests feature's page under the projects feature's header. */
export function ProjectChangeRequestsPage() {
  return <ChangeRequestsPage header={(project) => <ProjectHeader project={project} current="change-requests" />} />;
}
