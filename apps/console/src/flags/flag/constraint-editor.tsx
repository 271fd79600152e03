import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useLimits } from '../../config/ui-config';
import { contextFieldsQuery } from '../../settings/settings-api';
import { OPERATORS } from '../flag-model';
import { allowsCaseInsensitive, constraintProblem, emptyDraft, isDateOperator, isMultiValue, OPERATOR_LABELS } from './constraints';
import type { StrategyForm } from './strategy-form';

/** Constraints of a strategy: every operator of the spec, negation, case, one or many values. */
export function ConstraintEditor() {
  const { control, register, watch, formState } = useFormContext<StrategyForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'constraints' });
  const contextFields = useQuery(contextFieldsQuery);
  const limits = useLimits();
  const names = (contextFields.data ?? []).map((f) => f.name);
  return (
    <fieldset className="fieldset">
      <legend>Constraints</legend>
      {fields.length === 0 && <p className="muted">No constraints: the strategy applies to everyone it rolls out to.</p>}
      {fields.map((field, index) => {
        const draft = watch(`constraints.${index}`);
        const operator = draft?.operator ?? 'IN';
        const problem = draft && formState.isSubmitted ? constraintProblem(draft, limits.constraintValues) : null;
        const fieldNames = names.includes(draft?.contextName) || !draft?.contextName ? names : [draft.contextName, ...names];
        return (
          <div key={field.id} className="constraint" role="group" aria-label={`Constraint ${index + 1}`}>
            <label className="field">
              <span>Context field</span>
              <select {...register(`constraints.${index}.contextName`)}>
                {fieldNames.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <label className="check">
              <input type="checkbox" {...register(`constraints.${index}.inverted`)} />
              NOT
            </label>
            <label className="field">
              <span>Operator</span>
              <select {...register(`constraints.${index}.operator`)}>
                {OPERATORS.map((op) => (
                  <option key={op} value={op}>
                    {OPERATOR_LABELS[op]} ({op})
                  </option>
                ))}
              </select>
            </label>
            {allowsCaseInsensitive(operator) && (
              <label className="check">
                <input type="checkbox" {...register(`constraints.${index}.caseInsensitive`)} />
                Ignore case
              </label>
            )}
            {isMultiValue(operator) ? (
              <label className="field field--grow">
                <span>Values (one per line, at most {limits.constraintValues})</span>
                <textarea rows={3} {...register(`constraints.${index}.valuesText`)} />
              </label>
            ) : (
              <label className="field field--grow">
                <span>Value{isDateOperator(operator) ? ' (ISO date and time, e.g. 2026-12-01T09:00:00Z)' : ''}</span>
                <input {...register(`constraints.${index}.value`)} inputMode={operator.startsWith('NUM_') ? 'decimal' : undefined} />
              </label>
            )}
            <button type="button" className="button button--small button--danger" onClick={() => remove(index)} aria-label={`Remove constraint ${index + 1}`}>
              Remove
            </button>
            {problem && <p className="field__error constraint__problem">{problem}</p>}
          </div>
        );
      })}
      <button type="button" className="button button--small" disabled={fields.length >= limits.constraints} onClick={() => append(emptyDraft(names[0] ?? 'userId'))}>
        Add constraint
      </button>
      <span className="hint"> At most {limits.constraints} constraints.</span>
    </fieldset>
  );
}
