import { useForm } from 'react-hook-form';
import type { Environment } from '../../../api/projects-api';
import { InputField, SelectField } from '../fields';
import type { Notice } from '../recorded';
import { SectionFormActions, useSectionForm } from '../section-form';
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
  const section = useSectionForm({
    write: editing ? updateEnvironment : createEnvironment,
    keys: [ENVIRONMENTS_KEY, ['projects']],
    check: ({ name, sortOrder }: { name: string; type: string; sortOrder?: number }) => {
      const rest = [
        !NAME.test(name) && 'The name is 1 to 100 letters, digits or ~._-',
        sortOrder !== undefined && !Number.isInteger(sortOrder) && 'The sort order is a whole number',
      ].filter((p): p is string => typeof p === 'string');
      return { fields: {}, rest, ok: rest.length === 0 };
    },
    saved: ({ name }) => `Environment ${name} ${editing ? 'updated' : 'created'}.`,
    onDone,
  });
  const types = ENVIRONMENT_TYPES.includes(form.getValues('type') as (typeof ENVIRONMENT_TYPES)[number])
    ? ENVIRONMENT_TYPES
    : [...ENVIRONMENT_TYPES, form.getValues('type')];
  const submit = form.handleSubmit((values) =>
    section.save({
      name: values.name.trim(),
      type: values.type,
      sortOrder: values.sortOrder.trim() === '' ? undefined : Number(values.sortOrder),
    }),
  );
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
      <SectionFormActions form={section} submitLabel={editing ? 'Save environment' : 'Create environment'} />
    </form>
  );
}
