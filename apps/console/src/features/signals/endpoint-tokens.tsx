import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { useWrite } from '../../api/use-write';
import { ConfirmButton } from '../../components/confirm-button';
import { CopyButton } from '../../components/copy-button';
import { ErrorMessage } from '../../components/error-message';
import { TextField } from '../../components/field';
import { formatDateTime } from '../../components/format';
import { FormProblems, refused } from '../../components/form-problems';
import { SecretOnce } from '../../components/secret-once';
import type { Recorded } from '../../components/write-notice';
import { useLimits } from '../../config/ui-config';
import { RenameToken } from './rename-token';
import { createToken, curlExample, deleteToken, endpointUrl, SIGNALS_KEY, type SignalEndpoint, type SignalToken } from './signals-api';

/** An endpoint's tokens: a new one's secret shown once (with a curl line using it), revoke. */
export function EndpointTokens({ endpoint, onRecorded }: { endpoint: SignalEndpoint; onRecorded: (r: Recorded) => void }) {
  const limits = useLimits();
  const limit = limits.signalTokensPerEndpoint;
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const [problems, setProblems] = useState<string[]>([]);
  const create = useWrite(
    (name: string) => createToken(endpoint.id, name),
    [SIGNALS_KEY],
    ({ body: created, eventId }) => {
      setSecret({ name: created.name, token: created.token });
      form.reset();
      onRecorded({ message: `Token ${created.name} created for ${endpoint.name}.`, eventId });
    },
  );
  const submit = form.handleSubmit(({ name }) => {
    const body = { name: name.trim() };
    if (!refused(form, bodyProblems('post', '/api/admin/signal-endpoints/{id}/tokens', body), ['name'], setProblems))
      create.mutate(body.name);
  });
  const full = endpoint.tokens.length >= limit;
  return (
    <section className="card" aria-labelledby="tokens-title">
      <h2 id="tokens-title">Tokens</h2>
      {secret && (
        <>
          <SecretOnce label={`Secret of the token ${secret.name}`} secret={secret.token} onDone={() => setSecret(null)} />
          <p className="hint">With it, this sends a signal:</p>
          <pre className="code-block">{curlExample(endpointUrl(endpoint.name), secret.token)}</pre>
          <CopyButton text={curlExample(endpointUrl(endpoint.name), secret.token)} label="Copy command with the secret" />
        </>
      )}
      {endpoint.tokens.length === 0 ? (
        <p className="muted">No tokens: nothing can send signals to this endpoint yet.</p>
      ) : (
        <ul className="rows">
          {endpoint.tokens.map((t) => (
            <TokenRow key={t.id} endpoint={endpoint} token={t} onRecorded={onRecorded} />
          ))}
        </ul>
      )}
      {full ? (
        <p className="muted">An endpoint has at most {limit} tokens: revoke one to create another.</p>
      ) : (
        <form className="inline-form" onSubmit={submit} noValidate>
          <TextField
            label="Token name"
            hint="Names the sender: signals show which token sent them."
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <button type="submit" className="button" disabled={create.isPending}>
            Create token
          </button>
        </form>
      )}
      <FormProblems problems={problems} />
      {create.isError && <ErrorMessage error={create.error} />}
    </section>
  );
}

function TokenRow({ endpoint, token, onRecorded }: { endpoint: SignalEndpoint; token: SignalToken; onRecorded: (r: Recorded) => void }) {
  const revoke = useWrite(
    () => deleteToken(endpoint.id, token.id),
    [SIGNALS_KEY],
    ({ eventId }) => onRecorded({ message: `Token ${token.name} revoked.`, eventId }),
  );
  return (
    <li className="row">
      <span>
        <strong>{token.name}</strong> <span className="muted">created {formatDateTime(token.createdAt)}</span>
      </span>
      <span className="actions">
        <RenameToken endpoint={endpoint} token={token} onRecorded={onRecorded} />
        <ConfirmButton
          label="Revoke"
          small
          title={`Revoke the token ${token.name}?`}
          confirmLabel="Revoke token"
          onConfirm={() => revoke.mutateAsync(undefined)}
          pending={revoke.isPending}
          error={revoke.error}
        >
          <p>
            Signals sent with <strong>{token.name}</strong> to <strong>{endpoint.name}</strong> will be refused from now on. This cannot be
            undone.
          </p>
        </ConfirmButton>
      </span>
    </li>
  );
}

/** The endpoint's address and a command that uses it. */
export function EndpointAddress({ endpoint }: { endpoint: SignalEndpoint }) {
  const url = endpointUrl(endpoint.name);
  const curl = curlExample(url);
  return (
    <section className="card" aria-labelledby="address-title">
      <h2 id="address-title">Address</h2>
      <p className="row">
        <code aria-label="Endpoint URL">{url}</code> <CopyButton text={url} label="Copy URL" />
      </p>
      <p className="hint">
        Send a signal with a token of this endpoint (replace &lt;token&gt;); any JSON body of up to 100 kB; beyond the rate limit (one
        signal per second unless configured otherwise) the API answers 429:
      </p>
      <pre className="code-block">{curl}</pre>
      <CopyButton text={curl} label="Copy command" />
      {!endpoint.enabled && <p className="alert alert--error">This endpoint is off: it refuses signals (401) until it is turned on.</p>}
    </section>
  );
}
