import { useFieldArray, useFormContext } from 'react-hook-form';
import { SelectField } from '../../components/field';
import type { ActionSetForm } from './action-set-form';
import type { ActionDefinition } from './actions-api';

/** The actions of a set, run in this order: what each does and where (its parameters' choices come from the API). */
export function ActionsEditor({ definitions, max }: { definitions: readonly ActionDefinition[]; max: number }) {
  const { control, register, watch } = useFormContext<ActionSetForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'actions' });
  return (
    <fieldset className="fieldset">
      <legend>Actions (run in this order)</legend>
      {fields.length === 0 && <p className="muted">No actions yet.</p>}
      {fields.map((field, index) => {
        const chosen = definitions.find((d) => d.name === watch(`actions.${index}.action`));
        return (
          <div key={field.id} className="constraint" role="group" aria-label={`Action ${index + 1}`}>
            <SelectField
              label="Action"
              options={definitions.map((d) => ({ value: d.name, label: d.label }))}
              {...register(`actions.${index}.action`)}
            />
            {(chosen?.parameters ?? [])
              .filter((p) => p.type !== 'hidden')
              .map((p) => (
                <SelectField
                  key={p.name}
                  label={p.label}
                  options={[{ value: '', label: 'Choose…' }, ...(p.options ?? []).map((o) => ({ value: o, label: o }))]}
                  {...register(`actions.${index}.params.${p.name}`)}
                />
              ))}
            <div className="actions">
              <button
                type="button"
                className="button button--small"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={`Move action ${index + 1} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                onClick={() => remove(index)}
                aria-label={`Remove action ${index + 1}`}
              >
                Remove
              </button>
            </div>
            {chosen && <p className="hint constraint__problem">{chosen.description}</p>}
          </div>
        );
      })}
      <button
        type="button"
        className="button button--small"
        disabled={fields.length >= max || definitions.length === 0}
        onClick={() => append({ action: definitions[0]?.name ?? '', params: {} })}
      >
        Add action
      </button>
      <span className="hint"> At most {max} actions.</span>
    </fieldset>
  );
}
