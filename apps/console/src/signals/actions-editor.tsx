import { useFieldArray, useFormContext } from 'react-hook-form';
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
            <label className="field">
              <span>Action</span>
              <select {...register(`actions.${index}.action`)}>
                {definitions.map((d) => (
                  <option key={d.name} value={d.name}>
                    {d.label}
                  </option>
                ))}
              </select>
            </label>
            {(chosen?.parameters ?? [])
              .filter((p) => p.type !== 'hidden')
              .map((p) => (
                <label key={p.name} className="field">
                  <span>{p.label}</span>
                  <select {...register(`actions.${index}.params.${p.name}`)}>
                    <option value="">Choose…</option>
                    {(p.options ?? []).map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            <div className="actions">
              <button type="button" className="button button--small" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move action ${index + 1} up`}>
                ↑
              </button>
              <button type="button" className="button button--small button--danger" onClick={() => remove(index)} aria-label={`Remove action ${index + 1}`}>
                Remove
              </button>
            </div>
            {chosen && <p className="hint constraint__problem">{chosen.description}</p>}
          </div>
        );
      })}
      <button type="button" className="button button--small" disabled={fields.length >= max || definitions.length === 0} onClick={() => append({ action: definitions[0]?.name ?? '', params: {} })}>
        Add action
      </button>
      <span className="hint"> At most {max} actions.</span>
    </fieldset>
  );
}
