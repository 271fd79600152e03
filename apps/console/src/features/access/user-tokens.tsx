import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../lib/can';
import { Dialog } from '../../components/dialog';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import type { Recorded } from '../../components/write-notice';
import { createUserToken, deleteUserToken, userTokensQuery } from '../../api/access-api';
import { AccountTokens } from './account-tokens';

/** An admin's view of another user's personal access tokens: the list, a new one (its secret shown once), deleting one. */
export function UserTokensButton({ id, name, onRecorded }: { id: number; name: string; onRecorded: (r: Recorded) => void }) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('get', '/api/admin/user-admin/{id}/tokens')) return null;
  return (
    <>
      <button type="button" className="button button--small" onClick={() => setOpen(true)} aria-label={`Tokens of ${name}`}>
        Tokens
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Personal access tokens of ${name}`} wide>
        {open && <UserTokens id={id} name={name} onRecorded={onRecorded} />}
      </Dialog>
    </>
  );
}

function UserTokens({ id, name, onRecorded }: { id: number; name: string; onRecorded: (r: Recorded) => void }) {
  const tokens = useQuery(userTokensQuery(id));
  if (tokens.isPending) return <Loading label={`Loading the tokens of ${name}`} />;
  if (tokens.isError) return <ErrorMessage error={tokens.error} title={`The tokens of ${name} could not be loaded`} />;
  return (
    <div className="stack">
      <p className="muted">A token acts as {name}. Delete one that leaked; deactivating or deleting the user stops them all.</p>
      <AccountTokens
        owner={name}
        tokens={tokens.data}
        create={(body) => createUserToken(id, body)}
        remove={(tokenId) => deleteUserToken(id, tokenId)}
        onRecorded={onRecorded}
      />
    </div>
  );
}
