import { useFieldArray, useForm } from 'react-hook-form';
import type { Notice } from '../recorded';
import type { ContextField } from '../../../api/settings-api';
import { checkBody, InputField, TextAreaField } from '../fields';
import { SectionFormActions, useSectionForm } from '../section-form';
import { CONTEXT_KEY, contextFieldBody, createContextField, formValuesOf, updateContextField } from './context-api';

/** Creates a context field, or edits one (its name stays): description, stickiness, legal values. */
export function ContextFieldForm({ field, onDone }: { field?: ContextField; onDone: (notice: Notice | null) => void }) {
  const editing = field !== undefined;
  const form = useForm({ defaultValues: formValuesOf(field) });
  const legal = useFieldArray({ control: form.control, name: 'legalValues' });
  const section = useSectionForm({
    write: editing ? updateContextField : createContextField,
    keys: [CONTEXT_KEY],
    check: (body: ReturnType<typeof contextFieldBody>) =>
      editing
        ? checkBody('put', '/api/admin/context/{name}', body, ['name', 'description', 'legalValues'])
        : checkBody('post', '/api/admin/context', body, ['name', 'description', 'legalValues']),
    saved: (body) => `Context field ${body.name} ${editing ? 'updated' : 'created'}.`,
    onDone,
  });
  const submit = form.handleSubmit((values) => section.save(contextFieldBody(values)));
  const error = section.error;
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <InputField
        label="Name"
        autoFocus={!editing}
        readOnly={editing}
        error={error('name')}
        hint={editing ? 'A context field keeps its name.' : 'Letters, digits and - . _ ~'}
        {...form.register('name')}
      />
      <TextAreaField label="Description" error={error('description')} {...form.register('description')} />
      <label className="check">
        <input type="checkbox" {...form.register('stickiness')} />
        Usable as stickiness (for gradual rollouts and variants)
      </label>
      <fieldset className="fieldset">
        <legend>Legal values</legend>
        <p className="hint">When set, constraints on this field may only use these values.</p>
        {legal.fields.map((item, i) => (
          <div key={item.id} className="inline-form" role="group" aria-label={`Legal value ${i + 1}`}>
            <InputField label="Value" error={error(`legalValues[${i}].value`)} {...form.register(`legalValues.${i}.value`)} />
            <InputField
              label="Value description"
              error={error(`legalValues[${i}].description`)}
              {...form.register(`legalValues.${i}.description`)}
            />
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={`Remove legal value ${i + 1}`}
              onClick={() => legal.remove(i)}
            >
              Remove
            </button>
          </div>
        ))}
        {error('legalValues') && <span className="field__error">{error('legalValues')}</span>}
        <div className="actions actions--start">
          <button type="button" className="button button--small" onClick={() => legal.append({ value: '', description: '' })}>
            Add legal value
          </button>
        </div>
      </fieldset>
      <SectionFormActions form={section} submitLabel={editing ? 'Save context field' : 'Create context field'} />
    </form>
  );
}
