import { useWrite } from '../../api/use-write';
import { ConfirmButton } from '../../components/confirm-button';
import type { Recorded } from '../../components/write-notice';
import { ACCESS_KEY, revokeApiToken, type ApiToken } from '../../api/access-api';

/** Revokes a token by the fingerprint the list shows (its secret is shown only once, at creation), after asking. */
export function RevokeApiToken({ token, onRecorded }: { token: ApiToken; onRecorded: (r: Recorded) => void }) {
  const revoke = useWrite(
    () => revokeApiToken(token.fingerprint),
    [ACCESS_KEY],
    ({ eventId }) => onRecorded({ message: `API token ${token.tokenName} revoked: SDKs using it are refused from now on.`, eventId }),
  );
  return (
    <ConfirmButton
      small
      label="Revoke"
      title={`Revoke the API token ${token.tokenName}?`}
      confirmLabel="Revoke token"
      onConfirm={() => revoke.mutateAsync(undefined)}
      pending={revoke.isPending}
      error={revoke.error}
    >
      <p>
        Every SDK or script using <strong>{token.tokenName}</strong> (<code>{token.secret}</code>) is refused at once. This cannot be
        undone.
      </p>
    </ConfirmButton>
  );
}
