import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldOf } from '../api/check-body';
import type { Problem } from '../api/operation-rule';

/** A field's problem under it, tied to the control with aria-describedby={id}. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={id} className="field__error">
      {message}
    </span>
  );
}

/**
 * Puts each problem of bodyProblems under its field (`fields` maps the API's field path to the form's
 * field name); problems of fields the form does not show come back to be listed apart.
 */
export function reportProblems<F extends FieldValues>(
  problems: readonly (Problem | { field: string; message: string })[],
  setError: UseFormSetError<F>,
  fields: Partial<Record<string, Path<F>>>,
): string[] {
  const rest: string[] = [];
  for (const problem of problems) {
    const name = 'field' in problem ? problem.field : fieldOf(problem);
    const field = fields[name.replace(/\[\d+\]$/, '')];
    if (field) setError(field, { message: problem.message });
    else rest.push(problem.message);
  }
  return rest;
}
