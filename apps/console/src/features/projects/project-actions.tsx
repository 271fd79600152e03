import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useRecordedWrite } from '../../api/use-recorded-write';
import { useCan } from '../../lib/can';
import { ConfirmButton } from '../../components/confirm-button';
import { EditProjectDialog } from './edit-project-dialog';
import { archiveProject, deleteProject, PROJECTS_KEY, reviveProject, type Project } from '../../api/projects-api';

const REFRESH = [PROJECTS_KEY, ['flags']] as const;

/** Edit, archive or revive, delete — each offered when the caller's permissions allow it. */
export function ProjectActions({ project }: { project: Project }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const can = useCan();
  const scope = { project: project.id };
  const archive = useRecordedWrite(() => archiveProject(project.id), {
    what: () => `Project ${project.name} archived`,
    invalidates: REFRESH,
  });
  const revive = useRecordedWrite(() => reviveProject(project.id), { what: () => `Project ${project.name} revived`, invalidates: REFRESH });
  const remove = useRecordedWrite(() => deleteProject(project.id), {
    what: () => `Project ${project.name} deleted`,
    invalidates: REFRESH,
    then: () => navigate({ to: '/projects', search: {} }),
  });
  const archived = Boolean(project.archivedAt);
  return (
    <div className="actions">
      {can('put', '/api/admin/projects/{projectId}', scope) && !archived && (
        <button type="button" className="button" onClick={() => setEditing(true)}>
          Edit
        </button>
      )}
      {can('post', '/api/admin/projects/archive/{projectId}', scope) && !archived && project.id !== 'default' && (
        <ConfirmButton
          label="Archive"
          title={`Archive the project ${project.name}?`}
          confirmLabel="Archive project"
          onConfirm={() => archive.mutateAsync()}
          pending={archive.isPending}
          error={archive.error}
          danger={false}
        >
          <p>
            <strong>{project.name}</strong> leaves the project list; its flags must all be archived first. It can be revived later.
          </p>
        </ConfirmButton>
      )}
      {can('post', '/api/admin/projects/revive/{projectId}', scope) && archived && (
        <ConfirmButton
          label="Revive"
          title={`Revive the project ${project.name}?`}
          confirmLabel="Revive project"
          onConfirm={() => revive.mutateAsync()}
          pending={revive.isPending}
          error={revive.error}
          danger={false}
        >
          <p>
            <strong>{project.name}</strong> becomes an active project again.
          </p>
        </ConfirmButton>
      )}
      {can('delete', '/api/admin/projects/{projectId}', scope) && project.id !== 'default' && (
        <ConfirmButton
          label="Delete"
          title={`Delete the project ${project.name}?`}
          confirmLabel="Delete project"
          onConfirm={() => remove.mutateAsync()}
          pending={remove.isPending}
          error={remove.error}
        >
          <p>
            <strong>{project.name}</strong> ({project.id}) and its members’ roles in it are removed for good; a project that still has
            flags, archived ones included, cannot be deleted. Its history stays in the event log.
          </p>
        </ConfirmButton>
      )}
      {editing && <EditProjectDialog project={project} onClose={() => setEditing(false)} />}
    </div>
  );
}
