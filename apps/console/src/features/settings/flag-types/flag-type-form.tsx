import { useState } from 'react';
import { useWrite } from '../../../api/use-write';
import { ErrorMessage } from '../../../components/error-message';
import { InputField } from '../fields';
import { notice, type Notice } from '../recorded';
import { FLAG_TYPES_KEY, lifetimeOf, setFlagTypeLifetime, type FlagType } from './flag-types-api';

/** Sets a flag type's expected lifetime (its name and description are built in). */
export function FlagTypeForm({ flagType, onDone }: { flagType: FlagType; onDone: (notice: Notice | null) => void }) {
  const [text, setText] = useState(flagType.lifetimeDays === null ? '' : String(flagType.lifetimeDays));
  const [problem, setProblem] = useState<string | undefined>();
  const write = useWrite(setFlagTypeLifetime, [FLAG_TYPES_KEY]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const lifetime = lifetimeOf(text);
    if ('problem' in lifetime) return setProblem(lifetime.problem);
    setProblem(undefined);
    const said = lifetime.days === null ? 'never goes stale' : `${lifetime.days} days`;
    write.mutate(
      { id: flagType.id, lifetimeDays: lifetime.days },
      { onSuccess: (r) => onDone(notice(`Flag type ${flagType.name}: expected lifetime ${said}.`, r)) },
    );
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p className="muted">{flagType.description}</p>
      <InputField
        label="Expected lifetime (days)"
        inputMode="numeric"
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={problem}
        hint="After this many days a flag of this type is reported as potentially stale. Empty: never."
      />
      {write.isError && <ErrorMessage error={write.error} />}
      <div className="actions">
        <button type="button" className="button" onClick={() => onDone(null)}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={write.isPending}>
          Save lifetime
        </button>
      </div>
    </form>
  );
}
