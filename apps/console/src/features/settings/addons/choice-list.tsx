import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A group of checkboxes registered under one name (react-hook-form collects the checked values). */
export function ChoiceList({
  legend,
  options,
  error,
  ...register
}: { legend: string; options: ReadonlyArray<{ value: string; label: string }>; error?: string } & UseFormRegisterReturn & {
    ref?: Ref<HTMLInputElement>;
  }) {
  return (
    <fieldset className="fieldset stack stack--tight">
      <legend>{legend}</legend>
      {options.length === 0 ? (
        <p className="muted">Nothing to choose from</p>
      ) : (
        <div className="choice-list">
          {options.map((o) => (
            <label key={o.value} className="check">
              <input type="checkbox" value={o.value} {...register} />
              {o.label}
            </label>
          ))}
        </div>
      )}
      {error && <span className="field__error">{error}</span>}
    </fieldset>
  );
}
