import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { bodyProblems, fieldOf } from '../../api/check-body';
import type { PathWith } from '../../api/client';

interface Common {
  label: string;
  error?: string;
  hint?: ReactNode;
}

function Described({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** A labelled input with its hint and its problem (announced with the input, not part of its name). */
export function InputField({
  label,
  error,
  hint,
  ref,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ref,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={ref}
        rows={3}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export interface BodyCheck {
  /** Problems by form field (`legalValues[0].value`, `name`, …), worded as the API words them. */
  fields: Record<string, string>;
  /** Problems no shown field holds. */
  rest: string[];
  ok: boolean;
}

/** What the API would refuse in `body` (its published schema), split by the fields the form shows. */
export function checkBody<M extends 'post' | 'put' | 'patch'>(
  method: M,
  path: PathWith<M>,
  body: unknown,
  shown: readonly string[],
): BodyCheck {
  const problems = bodyProblems(method, path, body);
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const problem of problems) {
    const field = fieldOf(problem);
    if (shown.some((s) => field === s || field.startsWith(`${s}[`) || field.startsWith(`${s}.`))) fields[field] ??= problem.message;
    else rest.push(problem.message);
  }
  return { fields, rest, ok: problems.length === 0 };
}

/** The problems no single field holds, listed above the form's buttons (the console's one alert of them). */
export { FormProblems as Problems } from '../../components/form-problems';

/** A labelled select whose name is its label alone (not its options' text). */
export function SelectField({
  label,
  options,
  ref,
  ...select
}: { label: string; options: ReadonlyArray<{ value: string; label: string }> } & SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
  }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} ref={ref} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
