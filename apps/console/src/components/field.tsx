import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface Common {
  label: string;
  error?: string;
  hint?: string;
  grow?: boolean;
}

function useDescribed(error?: string, hint?: string) {
  const id = useId();
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
  return { describedBy, after };
}

/** A labelled text input with its hint and its error (announced with the input). */
export function TextField({ label, error, hint, grow, ref, ...input }: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { describedBy, after } = useDescribed(error, hint);
  return (
    <label className={`field${grow ? ' field--grow' : ''}`}>
      <span>{label}</span>
      <input ref={ref} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {after}
    </label>
  );
}

export function TextAreaField({ label, error, hint, grow, ref, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const { describedBy, after } = useDescribed(error, hint);
  return (
    <label className={`field${grow ? ' field--grow' : ''}`}>
      <span>{label}</span>
      <textarea ref={ref} rows={3} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {after}
    </label>
  );
}

export function SelectField({ label, error, hint, grow, ref, options, ...input }: Common & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; options: ReadonlyArray<{ value: string; label: string }> }) {
  const { describedBy, after } = useDescribed(error, hint);
  return (
    <label className={`field${grow ? ' field--grow' : ''}`}>
      <span>{label}</span>
      <select ref={ref} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {after}
    </label>
  );
}
