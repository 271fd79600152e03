import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useWrite } from '../../api/use-write';
import { ConfirmButton } from '../../components/confirm-button';
import { ErrorMessage } from '../../components/error-message';
import { Problems, type BodyCheck } from './fields';
import { notice, type Notice } from './recorded';

/**
 * The create/edit half every settings section shares (with `Section` for the list): the body is
 * checked against the API document first (problems beside their fields, the rest above the
 * buttons), only a clean body is written, and the dialog closes with the notice of what was recorded.
 */
export function useSectionForm<B>({
  write,
  keys,
  check,
  saved,
  onDone,
}: {
  /** The create or the update call (a form is for one of them for its whole life). */
  write: (body: B) => Promise<{ eventId: number | null }>;
  /** What the write makes stale. */
  keys: readonly QueryKey[];
  check: (body: B) => BodyCheck;
  /** The notice's words, e.g. "Tag type x created." */
  saved: (body: B) => string;
  onDone: (notice: Notice | null) => void;
}) {
  const [problems, setProblems] = useState<Pick<BodyCheck, 'fields' | 'rest'>>({ fields: {}, rest: [] });
  const mutation = useWrite(write, keys);
  const save = (body: B) => {
    const result = check(body);
    setProblems(result);
    if (result.ok) mutation.mutate(body, { onSuccess: (r) => onDone(notice(saved(body), r)) });
  };
  return { save, error: (field: string) => problems.fields[field], rest: problems.rest, mutation, cancel: () => onDone(null) };
}

/** The foot of a settings form: the problems no field holds, the write's error, Cancel and the submit button. */
export function SectionFormActions({
  form,
  submitLabel,
  disabled = false,
}: {
  form: { rest: string[]; mutation: { isError: boolean; error: Error | null; isPending: boolean }; cancel: () => void };
  submitLabel: string;
  /** Besides while the write runs (e.g. until a choice the form needs is made). */
  disabled?: boolean;
}) {
  return (
    <>
      <Problems problems={form.rest} />
      {form.mutation.isError && <ErrorMessage error={form.mutation.error} />}
      <div className="actions">
        <button type="button" className="button" onClick={form.cancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={form.mutation.isPending || disabled}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}

/** A section row's Delete: asks first (saying what deleting means), then leaves the notice of what was recorded. */
export function DeleteItem({
  noun,
  name,
  remove,
  keys,
  onDeleted,
  children,
}: {
  /** "Tag type", "Context field", ... */
  noun: string;
  name: string;
  remove: (name: string) => Promise<{ eventId: number | null }>;
  keys: readonly QueryKey[];
  onDeleted: (notice: Notice) => void;
  /** What deleting it means, shown in the confirmation. */
  children: ReactNode;
}) {
  const mutation = useWrite(remove, keys, (r) => onDeleted(notice(`${noun} ${name} deleted.`, r)));
  return (
    <ConfirmButton
      label="Delete"
      small
      title={`Delete ${noun.toLowerCase()} ${name}?`}
      confirmLabel={`Delete ${name}`}
      onConfirm={() => mutation.mutateAsync(name)}
      pending={mutation.isPending}
      error={mutation.error}
    >
      {children}
    </ConfirmButton>
  );
}
