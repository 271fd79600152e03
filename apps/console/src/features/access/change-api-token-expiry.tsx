import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRecordedWrite } from '../../api/use-recorded-write';
import { Dialog } from '../../components/dialog';
import { ErrorMessage } from '../../components/error-message';
import { TextField } from '../../components/field';
import { formatDateTime } from '../../components/format';
import { ACCESS_KEY, changeApiTokenExpiry, type ApiToken } from '../../api/access-api';
import { expiryFrom, localInputValue, zone } from './token-expiry';

/**
 * Changes when a token expires, by the fingerprint the list shows (its secret is shown only at
 * creation), after confirming the change; the notice links to the `api-token-updated` event.
 */
export function ChangeApiTokenExpiry({ token }: { token: ApiToken }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string | null | undefined>(undefined);
  const form = useForm<{ at: string; never: boolean }>({
    defaultValues: { at: localInputValue(token.expiresAt), never: token.expiresAt === null },
  });
  const change = useRecordedWrite((expiresAt: string | null) => changeApiTokenExpiry(token.fingerprint, expiresAt), {
    what: (expiresAt) => `API token ${token.tokenName} ${expiresAt ? `now expires ${formatDateTime(expiresAt)}` : 'now never expires'}`,
    invalidates: [ACCESS_KEY],
    then: () => (setOpen(false), setPending(undefined)),
  });
  const close = (): void =>
    void (
      setOpen(false),
      setPending(undefined),
      change.reset(),
      form.reset({ at: localInputValue(token.expiresAt), never: token.expiresAt === null })
    );
  const never = form.watch('never');
  const review = form.handleSubmit((v) => {
    const next = expiryFrom(v.at, v.never);
    if (next !== null && typeof next === 'object') return form.setError('at', { message: next.problem });
    setPending(next);
  });
  const describe = (iso: string | null) => (iso ? formatDateTime(iso) : 'never');
  return (
    <>
      <button
        type="button"
        className="button button--small"
        onClick={() => setOpen(true)}
        aria-label={`Change the expiry of ${token.tokenName}`}
      >
        Change expiry
      </button>
      <Dialog open={open} onClose={close} title={`Change the expiry of ${token.tokenName}`}>
        {open && pending === undefined && (
          <form className="stack" onSubmit={review} noValidate>
            <p>Now: {token.expiresAt ? <>expires {formatDateTime(token.expiresAt)}</> : 'never expires'}.</p>
            <label className="check">
              <input type="checkbox" {...form.register('never')} />
              Never expires
            </label>
            {!never && (
              <TextField
                label={`Expires (${zone()})`}
                type="datetime-local"
                hint={`Your time zone: ${zone()}.`}
                error={form.formState.errors.at?.message}
                {...form.register('at')}
              />
            )}
            <div className="actions">
              <button type="button" className="button" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="button button--primary">
                Review
              </button>
            </div>
          </form>
        )}
        {open && pending !== undefined && (
          <div className="stack">
            <p>
              Change when <strong>{token.tokenName}</strong> (<code>{token.secret}</code>) expires from{' '}
              <strong>{describe(token.expiresAt)}</strong> to <strong>{describe(pending)}</strong>?
              {pending ? ' SDKs using it are refused from then on.' : ''}
            </p>
            {change.isError && <ErrorMessage error={change.error} />}
            <div className="actions">
              <button type="button" className="button" onClick={() => setPending(undefined)}>
                Back
              </button>
              <button type="button" className="button button--primary" disabled={change.isPending} onClick={() => change.mutate(pending)}>
                Change expiry
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
