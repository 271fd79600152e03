import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWrite } from '../../../api/use-write';
import { ErrorMessage } from '../../../components/error-message';
import type { Environment } from '../../../api/projects-api';
import { InputField, Problems, SelectField } from '../fields';
import { notice, type Notice } from '../recorded';
import { createEnvironment, ENVIRONMENT_TYPES, ENVIRONMENTS_KEY, updateEnvironment } from './environments-api';

const NAME = /^[a-zA-Z0-9~._-]{1,100}$/;

/** Creates an environment, or changes one's type and sort order (its name stays: flags and tokens name it). */
export function EnvironmentForm({ environment, onDone }: { environment?: Environment; onDone: (notice: Notice | null) => void }) {
  const editing = environment !== undefined;
  const form = useForm({
    defaultValues: {
      name: environment?.name ?? '',
      type: environment?.type ?? 'development',
      sortOrder: String(environment?.sortOrder ?? ''),
    },
  });
  const [problems, setProblems] = useState<string[]>([]);
  const write = useWrite(editing ? updateEnvironment : createEnvironment, [ENVIRONMENTS_KEY, ['projects']]);
  const types = ENVIRONMENT_TYPES.includes(form.getValues('type') as (typeof ENVIRONMENT_TYPES)[number])
    ? ENVIRONMENT_TYPES
    : [...ENVIRONMENT_TYPES, form.getValues('type')];
  const submit = form.handleSubmit((values) => {
    const name = values.name.trim();
    const sortOrder = values.sortOrder.trim() === '' ? undefined : Number(values.sortOrder);
    const found = [
      !NAME.test(name) && 'The name is 1 to 100 letters, digits or ~._-',
      sortOrder !== undefined && !Number.isInteger(sortOrder) && 'The sort order is a whole number',
    ].filter((p): p is string => typeof p === 'string');
    setProblems(found);
    if (found.length === 0)
      write.mutate(
        { name, type: values.type, sortOrder },
        { onSuccess: (r) => onDone(notice(`Environment ${name} ${editing ? 'updated' : 'created'}.`, r)) },
      );
  });
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <InputField
        label="Name"
        autoFocus={!editing}
        readOnly={editing}
        hint={editing ? 'An environment keeps its name.' : 'Letters, digits or ~._- (flags, tokens and SDKs name it)'}
        {...form.register('name')}
      />
      <SelectField label="Type" options={types.map((type) => ({ value: type, label: type }))} {...form.register('type')} />
      <InputField label="Sort order" inputMode="numeric" hint="Lower comes first in lists" {...form.register('sortOrder')} />
      <Problems problems={problems} />
      {write.isError && <ErrorMessage error={write.error} />}
      <div className="actions">
        <button type="button" className="button" onClick={() => onDone(null)}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={write.isPending}>
          {editing ? 'Save environment' : 'Create environment'}
        </button>
      </div>
    </form>
  );
}
