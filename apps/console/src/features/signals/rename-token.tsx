import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { useWrite } from '../../api/use-write';
import { Dialog } from '../../components/dialog';
import { ErrorMessage } from '../../components/error-message';
import { TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import type { Recorded } from '../../components/write-notice';
import { renameToken, SIGNALS_KEY, type SignalEndpoint, type SignalToken } from './signals-api';

/** Renames a signal token (its secret stays): the button and its dialog. */
export function RenameToken({
  endpoint,
  token,
  onRecorded,
}: {
  endpoint: SignalEndpoint;
  token: SignalToken;
  onRecorded: (r: Recorded) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--small" aria-label={`Rename ${token.name}`} onClick={() => setOpen(true)}>
        Rename
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Rename the token ${token.name}`}>
        {open && <RenameForm endpoint={endpoint} token={token} onDone={() => setOpen(false)} onRecorded={onRecorded} />}
      </Dialog>
    </>
  );
}

function RenameForm({
  endpoint,
  token,
  onDone,
  onRecorded,
}: {
  endpoint: SignalEndpoint;
  token: SignalToken;
  onDone: () => void;
  onRecorded: (r: Recorded) => void;
}) {
  const form = useForm<{ name: string }>({ defaultValues: { name: token.name } });
  const [problems, setProblems] = useState<string[]>([]);
  const rename = useWrite(
    (name: string) => renameToken(endpoint.id, token.id, name),
    [SIGNALS_KEY],
    ({ eventId }, name) => {
      onRecorded({ message: `Token ${token.name} renamed to ${name}.`, eventId });
      onDone();
    },
  );
  const submit = form.handleSubmit(({ name }) => {
    const body = { name: name.trim() };
    if (!refused(form, bodyProblems('put', '/api/admin/signal-endpoints/{id}/tokens/{tokenId}', body), ['name'], setProblems))
      rename.mutate(body.name);
  });
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        label="Token name"
        autoFocus
        hint="Signals show which token sent them; the secret does not change."
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <FormProblems problems={problems} />
      {rename.isError && <ErrorMessage error={rename.error} />}
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={rename.isPending}>
          Rename token
        </button>
      </div>
    </form>
  );
}
