import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems, fieldOf } from '../../api/check-body';
import { useRecordedWrite } from '../../api/use-recorded-write';
import { Dialog } from '../../components/dialog';
import { ErrorMessage } from '../../components/error-message';
import { FieldError, reportProblems } from '../../components/field-error';
import { useLimits } from '../../config/ui-config';
import { createProject, environmentsQuery, PROJECTS_KEY, projectsQuery, type NewProject } from '../../api/projects-api';

interface Values {
  name: string;
  id: string;
  description: string;
  mode: 'open' | 'protected' | 'private';
  environments: string[];
}

/** The id the API derives from a name when none is given (manage-project.schema.ts `idFromName`). */
export function idFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 100);
  return slug || 'project';
}

export function CreateProjectButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        New project
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="New project">
        {open && <CreateProjectForm onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function CreateProjectForm({ onDone }: { onDone: () => void }) {
  const environments = useQuery(environmentsQuery);
  const projects = useQuery(projectsQuery);
  const limits = useLimits();
  const navigate = useNavigate();
  const [other, setOther] = useState<string[]>([]);
  const { register, handleSubmit, formState, setError, watch } = useForm<Values>({
    defaultValues: { name: '', id: '', description: '', mode: 'open', environments: [] },
  });
  const create = useRecordedWrite(createProject, {
    what: (p) => `Project ${p.name} created`,
    invalidates: [PROJECTS_KEY, ['flags']],
    then: (_body, p) =>
      navigate({ to: '/projects/$projectId', params: { projectId: p.id ?? idFromName(p.name) }, search: {} }).then(onDone),
  });
  const enabled = (environments.data ?? []).filter((e) => e.enabled);
  const submit = handleSubmit((values) => {
    const body: NewProject = {
      name: values.name,
      mode: values.mode,
      ...(values.id ? { id: values.id } : {}),
      ...(values.description ? { description: values.description } : {}),
      ...(values.environments.length ? { environments: values.environments } : {}),
    };
    const problems: { field: string; message: string }[] = bodyProblems('post', '/api/admin/projects', body).map((p) => ({
      field: fieldOf(p),
      message: p.message,
    }));
    if ((projects.data?.length ?? 0) >= limits.projects)
      problems.push({ field: 'name', message: `This instance allows at most ${limits.projects} projects; archive or delete one first.` });
    setOther(
      reportProblems(problems, setError, {
        name: 'name',
        id: 'id',
        description: 'description',
        mode: 'mode',
        environments: 'environments',
      }),
    );
    if (problems.length === 0) create.mutate(body);
    else create.reset();
  });
  const derived = idFromName(watch('name'));
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <label className="field">
        <span>Name</span>
        <input autoFocus {...register('name')} aria-invalid={!!formState.errors.name} aria-describedby="project-name-error" />
        <FieldError id="project-name-error" message={formState.errors.name?.message} />
      </label>
      <label className="field">
        <span>Id (optional)</span>
        <input
          {...register('id')}
          placeholder={derived}
          aria-invalid={!!formState.errors.id}
          aria-describedby="project-id-hint project-id-error"
        />
        <span id="project-id-hint" className="hint">
          Part of every URL and token scope; it cannot change later. Left empty: “{derived}”.
        </span>
        <FieldError id="project-id-error" message={formState.errors.id?.message} />
      </label>
      <label className="field">
        <span>Description</span>
        <textarea
          rows={2}
          {...register('description')}
          aria-invalid={!!formState.errors.description}
          aria-describedby="project-description-error"
        />
        <FieldError id="project-description-error" message={formState.errors.description?.message} />
      </label>
      <label className="field">
        <span>Mode</span>
        <select {...register('mode')} aria-describedby="project-mode-hint">
          <option value="open">open</option>
          <option value="protected">protected</option>
          <option value="private">private</option>
        </select>
        <span id="project-mode-hint" className="hint">
          Unleash's project mode, kept for its clients; access in Pennant comes from roles only.
        </span>
      </label>
      <fieldset className="fieldset">
        <legend>Environments</legend>
        <div className="filter__options">
          {enabled.map((e) => (
            <label key={e.name} className="check">
              <input type="checkbox" value={e.name} {...register('environments')} />
              {e.name} <span className="muted">({e.type})</span>
            </label>
          ))}
        </div>
        <p className="hint">None chosen: every enabled environment of the instance.</p>
        <FieldError id="project-environments-error" message={formState.errors.environments?.message} />
      </fieldset>
      {other.length > 0 && (
        <ul className="alert alert--error" role="alert">
          {other.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {create.isError && <ErrorMessage error={create.error} />}
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          Create project
        </button>
      </div>
    </form>
  );
}
