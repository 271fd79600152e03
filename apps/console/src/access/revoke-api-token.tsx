import { useState } from 'react';
import { useWrite } from '../api/use-write';
import { ConfirmButton } from '../components/confirm-button';
import type { Recorded } from '../components/write-notice';
import { ACCESS_KEY, deleteApiToken, type ApiToken } from './access-api';

/** Whether a pasted secret is the one the list shows masked (`*:development.ab12…`: the part up to the dot and 4 characters after it). */
export function matchesMasked(secret: string, masked: string): boolean {
  const shown = masked.endsWith('…') ? masked.slice(0, -1) : masked;
  return secret.length > shown.length && secret.startsWith(shown);
}

/**
 * Revokes a token. The API addresses a token by its secret, which it shows only once, at creation
 * (ADR 0012): the list has the masked form, so revoking asks for the secret itself (ADR 0042).
 */
export function RevokeApiToken({ token, onRecorded }: { token: ApiToken; onRecorded: (r: Recorded) => void }) {
  const [secret, setSecret] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const revoke = useWrite((s: string) => deleteApiToken(s), [ACCESS_KEY], () => onRecorded({ message: `API token ${token.tokenName} revoked: SDKs using it are refused from now on.`, type: 'api-token-deleted' }));
  const confirm = async () => {
    const pasted = secret.trim();
    const ok = matchesMasked(pasted, token.secret);
    setMismatch(!ok);
    if (!ok) throw new Error('mismatch');
    await revoke.mutateAsync(pasted);
  };
  return (
    <ConfirmButton small label="Revoke" title={`Revoke the API token ${token.tokenName}?`} confirmLabel="Revoke token" onConfirm={confirm} pending={revoke.isPending} error={revoke.error}>
      <p>
        Every SDK or script using <strong>{token.tokenName}</strong> is refused at once. Pennant keeps only a fingerprint of each secret, so paste the token's secret (<code>{token.secret}</code>) to revoke it.
      </p>
      <label className="field">
        <span>Secret of {token.tokenName}</span>
        <input value={secret} onChange={(e) => setSecret(e.target.value)} autoComplete="off" spellCheck={false} aria-invalid={mismatch || undefined} />
        {mismatch && <span className="field__error">That is not the secret of this token: it must start with {token.secret.replace(/…$/, '')}.</span>}
      </label>
    </ConfirmButton>
  );
}
