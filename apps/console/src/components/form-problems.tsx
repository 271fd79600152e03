import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { fieldOf } from '../api/check-body';
import type { Problem } from '../api/operation-rule';

/**
 * Puts each problem under the form field it names (`body.name` → `name`) and returns the rest,
 * which the form lists above its buttons.
 */
export function placeProblems<F extends FieldValues>(
  problems: readonly Problem[],
  setError: UseFormSetError<F>,
  fields: ReadonlyArray<Path<F>>,
): string[] {
  const rest: string[] = [];
  for (const problem of problems) {
    const field = fieldOf(problem) as Path<F>;
    if (fields.includes(field)) setError(field, { message: problem.message });
    else rest.push(problem.message);
  }
  return rest;
}

/**
 * Before sending: clears the form's old errors, shows the new ones (the body check's, under their
 * fields; `extra` ones of the form's own, in the list) and says whether the form must stop here.
 */
export function refused<F extends FieldValues>(
  form: Pick<UseFormReturn<F>, 'setError' | 'clearErrors'>,
  problems: readonly Problem[],
  fields: ReadonlyArray<Path<F>>,
  showRest: (rest: string[]) => void,
  extra: readonly string[] = [],
): boolean {
  form.clearErrors();
  showRest([...placeProblems(problems, form.setError, fields), ...extra]);
  return problems.length > 0 || extra.length > 0;
}

/** The problems no single field holds, as the API words them. */
export function FormProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="alert alert--error" role="alert">
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
