import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { ErrorMessage } from '../../../components/error-message';
import { useWrite } from '../../../api/use-write';
import { notice, type Notice } from '../recorded';
import type { ContextField } from '../../../api/settings-api';
import { checkBody, InputField, Problems, TextAreaField } from '../fields';
import { CONTEXT_KEY, contextFieldBody, createContextField, formValuesOf, updateContextField } from './context-api';

/** Creates a context field, or edits one (its name stays): description, stickiness, legal values. */
export function ContextFieldForm({ field, onDone }: { field?: ContextField; onDone: (notice: Notice | null) => void }) {
  const editing = field !== undefined;
  const form = useForm({ defaultValues: formValuesOf(field) });
  const legal = useFieldArray({ control: form.control, name: 'legalValues' });
  const [problems, setProblems] = useState<{ fields: Record<string, string>; rest: string[] }>({ fields: {}, rest: [] });
  const write = useWrite(editing ? updateContextField : createContextField, [CONTEXT_KEY]);
  const submit = form.handleSubmit((values) => {
    const body = contextFieldBody(values);
    const check = editing
      ? checkBody('put', '/api/admin/context/{name}', body, ['name', 'description', 'legalValues'])
      : checkBody('post', '/api/admin/context', body, ['name', 'description', 'legalValues']);
    setProblems(check);
    if (!check.ok) return;
    write.mutate(body, { onSuccess: (r) => onDone(notice(`Context field ${body.name} ${editing ? 'updated' : 'created'}.`, r)) });
  });
  const error = (name: string) => problems.fields[name];
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
      <Problems problems={problems.rest} />
      {write.isError && <ErrorMessage error={write.error} />}
      <div className="actions">
        <button type="button" className="button" onClick={() => onDone(null)}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={write.isPending}>
          {editing ? 'Save context field' : 'Create context field'}
        </button>
      </div>
    </form>
  );
}
