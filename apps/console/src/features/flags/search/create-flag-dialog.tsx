import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../../api/client';
import { Dialog } from '../../../components/dialog';
import { ErrorMessage } from '../../../components/error-message';
import { useLimits } from '../../../config/ui-config';
import { projectsQuery } from '../../../api/projects-api';
import { FLAG_TYPES, type FlagType } from '../../../lib/flag-model';
import { createFlag, FLAGS_KEY, useFlagMutation, type NewFlag } from '../flags-api';

/** The API's rule for flag names (createFeatureSchema's pattern), checked before sending. */
const NAME_PATTERN = /^(?!\.{1,2}$)[A-Za-z0-9\-._~]+$/;

/** "New flag"; `initialName` (from the URL's `create`) opens it at once with that name filled in. */
export function CreateFlagButton({ initialName, onClosed }: { initialName?: string; onClosed?: () => void }) {
  const [open, setOpen] = useState(initialName !== undefined);
  // After a create the page has moved to the new flag: closing must not navigate back to the list.
  const created = useRef(false);
  const close = () => {
    setOpen(false);
    if (!created.current) onClosed?.();
  };
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        New flag
      </button>
      <Dialog open={open} onClose={close} title="New flag">
        {open && (
          <CreateFlagForm
            initialName={initialName ?? ''}
            onDone={() => {
              created.current = true;
              setOpen(false);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

function CreateFlagForm({ initialName, onDone }: { initialName: string; onDone: () => void }) {
  const projects = useQuery(projectsQuery);
  const limits = useLimits();
  const active = useQuery({
    queryKey: [...FLAGS_KEY, 'count'],
    queryFn: () => api('get', '/api/admin/search/features', { query: { limit: '1' } }),
  });
  const navigate = useNavigate();
  const { register, handleSubmit, formState, setError } = useForm<NewFlag>({
    defaultValues: { project: 'default', name: initialName, type: 'release' as FlagType, description: '', impressionData: false },
  });
  const create = useFlagMutation(createFlag);
  const submit = handleSubmit((values) => {
    if ((active.data?.total ?? 0) >= limits.featureFlags) {
      setError('name', { message: `This instance allows at most ${limits.featureFlags} active flags; archive one first.` });
      return;
    }
    create.mutate(
      { ...values, description: values.description || undefined },
      {
        onSuccess: () =>
          void navigate({
            to: '/projects/$projectId/flags/$flagName',
            params: { projectId: values.project, flagName: values.name },
            search: {},
          }).then(onDone),
      },
    );
  });
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <label className="field">
        <span>Project</span>
        <select {...register('project', { required: true })}>
          {(projects.data ?? [{ id: 'default', name: 'Default' }]).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Name</span>
        <input
          autoFocus
          {...register('name', {
            required: 'A flag needs a name.',
            maxLength: { value: 100, message: 'At most 100 characters.' },
            pattern: { value: NAME_PATTERN, message: 'Letters, digits and - . _ ~ only.' },
          })}
          aria-invalid={!!formState.errors.name}
          aria-describedby="flag-name-error"
        />
        {formState.errors.name && (
          <span id="flag-name-error" className="field__error">
            {formState.errors.name.message}
          </span>
        )}
      </label>
      <label className="field">
        <span>Type</span>
        <select {...register('type')}>
          {FLAG_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Description</span>
        <textarea rows={3} {...register('description')} />
      </label>
      <label className="check">
        <input type="checkbox" {...register('impressionData')} />
        Emit impression events
      </label>
      {create.isError && <ErrorMessage error={create.error} />}
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          Create flag
        </button>
      </div>
    </form>
  );
}
