import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { useRecordedWrite } from '../../api/use-recorded-write';
import { Dialog } from '../../components/dialog';
import { ErrorMessage } from '../../components/error-message';
import { FieldError, reportProblems } from '../../components/field-error';
import { PROJECTS_KEY, updateProject, type Project, type ProjectChanges } from '../../api/projects-api';

interface Values {
  name: string;
  description: string;
  mode: 'open' | 'protected' | 'private';
}

/** Name, description and mode (the id cannot change: URLs and token scopes use it). */
export function EditProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    defaultValues: { name: project.name, description: project.description ?? '', mode: project.mode ?? 'open' },
  });
  const [other, setOther] = useState<string[]>([]);
  const save = useRecordedWrite((changes: ProjectChanges) => updateProject(project.id, changes), {
    what: (c) => `Project ${c.name ?? project.name} saved`,
    invalidates: [PROJECTS_KEY, ['flags']],
    then: onClose,
  });
  const submit = handleSubmit((values) => {
    const changes: ProjectChanges = { name: values.name, description: values.description || null, mode: values.mode };
    const problems = bodyProblems('put', '/api/admin/projects/{projectId}', changes);
    setOther(reportProblems(problems, setError, { name: 'name', description: 'description', mode: 'mode' }));
    if (problems.length === 0) save.mutate(changes);
    else save.reset();
  });
  return (
    <Dialog open onClose={onClose} title={`Edit ${project.name}`}>
      <form className="stack" onSubmit={submit} noValidate>
        <label className="field">
          <span>Name</span>
          <input autoFocus {...register('name')} aria-invalid={!!formState.errors.name} aria-describedby="edit-name-error" />
          <FieldError id="edit-name-error" message={formState.errors.name?.message} />
        </label>
        <label className="field">
          <span>Description</span>
          <textarea
            rows={3}
            {...register('description')}
            aria-invalid={!!formState.errors.description}
            aria-describedby="edit-description-error"
          />
          <FieldError id="edit-description-error" message={formState.errors.description?.message} />
        </label>
        <label className="field">
          <span>Mode</span>
          <select {...register('mode')}>
            <option value="open">open</option>
            <option value="protected">protected</option>
            <option value="private">private</option>
          </select>
        </label>
        {other.length > 0 && <ErrorMessage error={new Error(other.join(' '))} />}
        {save.isError && <ErrorMessage error={save.error} />}
        <div className="actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Save
          </button>
        </div>
      </form>
    </Dialog>
  );
}
