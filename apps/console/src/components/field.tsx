import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface Common {
  label: string;
  error?: string;
  hint?: string;
  grow?: boolean;
}

function useDescribed(error?: string, hint?: string) {
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const after = (
    <>
      {hint && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </>
  );
  return { inputId, describedBy, after };
}

/** A labelled text input with its hint and its error (outside the label: described by them, not named by them). */
export function TextField({
  label,
  error,
  hint,
  grow,
  ref,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { inputId, describedBy, after } = useDescribed(error, hint);
  return (
    <div className={`field${grow ? ' field--grow' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input ref={ref} id={inputId} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {after}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  grow,
  ref,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const { inputId, describedBy, after } = useDescribed(error, hint);
  return (
    <div className={`field${grow ? ' field--grow' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <textarea ref={ref} id={inputId} rows={3} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {after}
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  grow,
  ref,
  options,
  ...input
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; options: ReadonlyArray<{ value: string; label: string }> }) {
  const { inputId, describedBy, after } = useDescribed(error, hint);
  return (
    <div className={`field${grow ? ' field--grow' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <select ref={ref} id={inputId} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {after}
    </div>
  );
}
