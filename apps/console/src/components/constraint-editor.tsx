import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  allowsCaseInsensitive,
  constraintProblem,
  emptyDraft,
  isMultiValue,
  OPERATOR_LABELS,
  OPERATORS,
  valueHint,
  type ConstraintDraft,
} from './constraints';

export interface ConstraintEditorProps {
  /** The context fields to choose from; without them the field is typed (an action set's payload field). */
  fieldNames?: readonly string[];
  /** At most this many constraints (a strategy's `constraints` limit); none: no limit here. */
  maxConstraints?: number;
  /** At most this many values in one constraint (`constraintValues`, or a segment's `segmentValues`). */
  maxValues: number;
  legend?: string;
  fieldLabel?: string;
  itemLabel?: string;
  emptyText?: string;
}

/**
 * Constraints (of a strategy, a segment) or payload filters (of an action set): every operator of
 * the spec, negation, case, one or many values. Edits the `constraints` field array of the
 * surrounding form.
 */
export function ConstraintEditor({
  fieldNames,
  maxConstraints,
  maxValues,
  legend = 'Constraints',
  fieldLabel = 'Context field',
  itemLabel = 'Constraint',
  emptyText = 'No constraints: the strategy applies to everyone it rolls out to.',
}: ConstraintEditorProps) {
  const { control, register, watch, formState } = useFormContext<{ constraints: ConstraintDraft[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'constraints' });
  const names = fieldNames ?? [];
  const full = maxConstraints !== undefined && fields.length >= maxConstraints;
  return (
    <fieldset className="fieldset">
      <legend>{legend}</legend>
      {fields.length === 0 && <p className="muted">{emptyText}</p>}
      {fields.map((field, index) => {
        const draft = watch(`constraints.${index}`);
        const operator = draft?.operator ?? 'IN';
        const problem = draft && formState.isSubmitted ? constraintProblem(draft, maxValues) : null;
        const choices = names.includes(draft?.contextName) || !draft?.contextName ? names : [draft.contextName, ...names];
        return (
          <div key={field.id} className="constraint" role="group" aria-label={`${itemLabel} ${index + 1}`}>
            <label className="field">
              <span>{fieldLabel}</span>
              {fieldNames ? (
                <select {...register(`constraints.${index}.contextName`)}>
                  {choices.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...register(`constraints.${index}.contextName`)} maxLength={255} autoComplete="off" />
              )}
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
                <span>{`Values (${valueHint(operator) ? `${valueHint(operator)}; ` : ''}one per line, at most ${maxValues})`}</span>
                <textarea rows={3} {...register(`constraints.${index}.valuesText`)} />
              </label>
            ) : (
              <label className="field field--grow">
                <span>{valueHint(operator) ? `Value (${valueHint(operator)})` : 'Value'}</span>
                <input {...register(`constraints.${index}.value`)} inputMode={operator.startsWith('NUM_') ? 'decimal' : undefined} />
              </label>
            )}
            <button
              type="button"
              className="button button--small button--danger"
              onClick={() => remove(index)}
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            >
              Remove
            </button>
            {problem && <p className="field__error constraint__problem">{problem}</p>}
          </div>
        );
      })}
      <button
        type="button"
        className="button button--small"
        disabled={full}
        onClick={() => append(emptyDraft(fieldNames ? (names[0] ?? 'userId') : ''))}
      >
        Add {itemLabel.toLowerCase()}
      </button>
      {maxConstraints !== undefined && (
        <span className="hint">
          {' '}
          At most {maxConstraints} {itemLabel.toLowerCase()}s.
        </span>
      )}
    </fieldset>
  );
}
