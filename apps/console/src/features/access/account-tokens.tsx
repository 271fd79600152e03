import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import type { Recorded as Answer } from '../../api/http';
import { useWrite } from '../../api/use-write';
import { ConfirmButton } from '../../components/confirm-button';
import { ErrorMessage } from '../../components/error-message';
import { TextField } from '../../components/field';
import { formatDate, formatDateTime } from '../../components/format';
import { FormProblems, refused } from '../../components/form-problems';
import { SecretOnce } from '../../components/secret-once';
import type { Recorded } from '../../components/write-notice';
import { ACCESS_KEY, type AccountToken, type AccountTokenBody, type NewAccountToken } from '../../api/access-api';

/** Thirty days from now, as a datetime-local value (the API requires an expiry). */
function inThirtyDays(now = new Date()): string {
  const d = new Date(now.getTime() + 30 * 86_400_000 - now.getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/**
 * Personal access tokens of one account (the signed-in user's own, another user's seen by an admin, or a service account's): the
 * list, a new one (its secret shown once), and deleting one (asks first, naming it).
 */
export function AccountTokens({
  owner,
  tokens,
  create,
  remove,
  onRecorded,
}: {
  owner: string;
  tokens: readonly AccountToken[];
  create: (body: AccountTokenBody) => Promise<Answer<NewAccountToken>>;
  /** Left out where the caller may not delete them. */
  remove?: (id: number) => Promise<Answer<unknown>>;
  onRecorded: (r: Recorded) => void;
}) {
  const [secret, setSecret] = useState<NewAccountToken | null>(null);
  const form = useForm<{ description: string; expiresAt: string }>({ defaultValues: { description: '', expiresAt: inThirtyDays() } });
  const [problems, setProblems] = useState<string[]>([]);
  const add = useWrite(create, [ACCESS_KEY], ({ body: token, eventId }) => {
    setSecret(token);
    form.reset({ description: '', expiresAt: inThirtyDays() });
    onRecorded({ message: `Token ${token.description} created for ${owner}.`, eventId });
  });
  const submit = form.handleSubmit((v) => {
    const body = { description: v.description.trim(), expiresAt: v.expiresAt ? new Date(v.expiresAt).toISOString() : '' };
    const own =
      v.expiresAt && new Date(v.expiresAt).getTime() <= Date.now()
        ? ['The expiry must be in the future.']
        : v.expiresAt
          ? []
          : ['Choose when the token expires.'];
    if (!refused(form, bodyProblems('post', '/api/admin/user/tokens', body), ['description', 'expiresAt'], setProblems, own))
      add.mutate(body);
  });
  return (
    <div className="stack">
      {secret && <SecretOnce label={`Secret of the token ${secret.description}`} secret={secret.secret} onDone={() => setSecret(null)} />}
      {tokens.length === 0 ? (
        <p className="muted">No tokens yet.</p>
      ) : (
        <ul className="rows" aria-label={`Tokens of ${owner}`}>
          {tokens.map((t) => (
            <TokenRow
              key={t.id}
              token={t}
              owner={owner}
              remove={remove}
              onRecorded={(r) => {
                // A deleted token's secret is of no use: it leaves the screen with it.
                if (secret?.id === t.id) setSecret(null);
                onRecorded(r);
              }}
            />
          ))}
        </ul>
      )}
      <form className="inline-form" onSubmit={submit} noValidate aria-label={`New token for ${owner}`}>
        <TextField
          label="Token description"
          grow
          autoComplete="off"
          error={form.formState.errors.description?.message}
          {...form.register('description')}
        />
        <TextField label="Expires" type="datetime-local" error={form.formState.errors.expiresAt?.message} {...form.register('expiresAt')} />
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          Create token
        </button>
      </form>
      <FormProblems problems={problems} />
      {add.isError && <ErrorMessage error={add.error} />}
    </div>
  );
}

function TokenRow({
  token,
  owner,
  remove,
  onRecorded,
}: {
  token: AccountToken;
  owner: string;
  remove?: (id: number) => Promise<Answer<unknown>>;
  onRecorded: (r: Recorded) => void;
}) {
  const del = useWrite(
    (id: number) => (remove ? remove(id) : Promise.reject(new Error('no delete'))),
    [ACCESS_KEY],
    ({ eventId }) => onRecorded({ message: `Token ${token.description} deleted.`, eventId }),
  );
  const expired = token.expiresAt !== null && new Date(token.expiresAt).getTime() < Date.now();
  return (
    <li>
      <strong>{token.description}</strong>
      <span className={expired ? 'field__error' : 'muted'}>
        {token.expiresAt ? `${expired ? 'Expired' : 'Expires'} ${formatDateTime(token.expiresAt)}` : 'Never expires'}
      </span>
      <span className="muted">created {formatDate(token.createdAt)}</span>
      {remove && (
        <ConfirmButton
          small
          label="Delete"
          title={`Delete the token ${token.description}?`}
          confirmLabel="Delete token"
          onConfirm={() => del.mutateAsync(token.id)}
          pending={del.isPending}
          error={del.error}
        >
          <p>
            Whatever uses <strong>{token.description}</strong> of {owner} is refused from now on.
          </p>
        </ConfirmButton>
      )}
    </li>
  );
}
