import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { bodyProblems } from '../../../api/check-body';
import { useCan } from '../../../lib/can';
import { ConfirmButton } from '../../../components/confirm-button';
import { Dialog } from '../../../components/dialog';
import { ErrorMessage } from '../../../components/error-message';
import { FieldError } from '../../../components/field-error';
import { projectsQuery } from '../../../api/projects-api';
import type { Flag } from '../../../lib/flag-model';
import { useFlagMutation } from '../flags-api';
import { cloneFlag, moveFlag, type FlagRef } from '../../../api/flag-api';

const CLONE = '/api/admin/projects/{projectId}/features/{featureName}/clone';
const MOVE = '/api/admin/projects/{projectId}/features/{featureName}/changeProject';

/** "Clone" (a new name, checked as the API checks it) and "Move to another project", each landing on the flag's new page. */
export function CopyMoveActions({ flag, flagRef }: { flag: Flag; flagRef: FlagRef }) {
  const can = useCan();
  if (flag.archived) return null;
  return (
    <>
      {can('post', CLONE, { project: flagRef.project }) && <CloneButton flagRef={flagRef} />}
      {can('post', MOVE, { project: flagRef.project }) && <MoveButton flagRef={flagRef} />}
    </>
  );
}

function CloneButton({ flagRef }: { flagRef: FlagRef }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const navigate = useNavigate();
  const clone = useFlagMutation((newName: string) => cloneFlag(flagRef, newName));
  const submit = () => {
    const [first] = bodyProblems('post', CLONE, { name: name.trim() });
    setProblem(first?.message);
    if (first) return;
    clone.mutate(name.trim(), {
      onSuccess: () =>
        void navigate({
          to: '/projects/$projectId/flags/$flagName',
          params: { projectId: flagRef.project, flagName: name.trim() },
          search: {},
        }).then(() => setOpen(false)),
    });
  };
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Clone
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Clone ${flagRef.name}`}>
        <form
          className="stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p>
            A new flag in <strong>{flagRef.project}</strong> with the strategies, variants and parents of <strong>{flagRef.name}</strong>,
            turned off in every environment.
          </p>
          <label className="field">
            <span>New name</span>
            <input
              autoFocus
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={!!problem}
              aria-describedby="clone-name-error"
            />
            <FieldError id="clone-name-error" message={problem} />
          </label>
          {clone.isError && <ErrorMessage error={clone.error} />}
          <div className="actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="button button--solid button--primary" disabled={clone.isPending}>
              Clone flag
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

function MoveButton({ flagRef }: { flagRef: FlagRef }) {
  const projects = useQuery(projectsQuery);
  const others = (projects.data ?? []).filter((p) => p.id !== flagRef.project);
  const [target, setTarget] = useState('');
  const chosen = target || others[0]?.id || '';
  const navigate = useNavigate();
  const move = useFlagMutation(
    (to: string) => moveFlag(flagRef, to),
    () => navigate({ to: '/projects/$projectId/flags/$flagName', params: { projectId: chosen, flagName: flagRef.name }, search: {} }),
  );
  return (
    <ConfirmButton
      label="Move to another project"
      title={`Move ${flagRef.name} to another project?`}
      confirmLabel="Move flag"
      onConfirm={() => (chosen ? move.mutateAsync(chosen) : Promise.reject(new Error('Choose a project to move the flag to.')))}
      pending={move.isPending}
      error={move.error}
    >
      {projects.isError && <ErrorMessage error={projects.error} />}
      {projects.isSuccess && others.length === 0 ? (
        <p>There is no other project to move it to; create one first.</p>
      ) : (
        <label className="field">
          <span>Target project</span>
          <select value={chosen} onChange={(event) => setTarget(event.target.value)}>
            {others.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.id})
              </option>
            ))}
          </select>
        </label>
      )}
      <p>
        <strong>{flagRef.name}</strong> moves from <strong>{flagRef.project}</strong> to <strong>{chosen || '…'}</strong>; its links and API
        paths change to the new project. A project with change requests, or a flag other flags depend on, is refused.
      </p>
    </ConfirmButton>
  );
}
