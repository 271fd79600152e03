import { useState } from 'react';
import { useWrite } from '../../api/use-write';
import { CopyButton } from '../../components/copy-button';
import { Dialog } from '../../components/dialog';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../components/format';
import { ACCESS_KEY, createInviteLink, type User } from '../../api/access-api';

/**
 * An invitation link, shown once (only its hash is kept): the person opens it, chooses a password
 * and is signed in. Pennant sends no email, so the admin passes it on (ADR 0047).
 */
export function InviteLinkOnce({ name, link, expiresAt, onDone }: { name: string; link: string; expiresAt?: string; onDone: () => void }) {
  return (
    <div className="secret stack" role="region" aria-label={`Invitation link for ${name}`}>
      <p>
        <strong>Invitation link for {name}</strong> — copy it now: it is shown this once. Pennant sends no email: pass it to {name} over a
        channel you trust. It works once{expiresAt ? `, until ${formatDateTime(expiresAt)}` : ''}; a newer link replaces it.
      </p>
      <p className="secret__value">
        <code>{link}</code>
      </p>
      <div className="actions actions--start">
        <CopyButton text={link} label="Copy link" />
        <button type="button" className="button button--small" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}

/** A fresh link for an existing user (a first password, or a forgotten one); their earlier link stops working. */
export function InviteLinkButton({ user, name }: { user: User; name: string }) {
  const [open, setOpen] = useState(false);
  const create = useWrite(() => createInviteLink(user.id), [ACCESS_KEY]);
  const close = () => (setOpen(false), create.reset());
  return (
    <>
      <button type="button" className="button button--small" onClick={() => setOpen(true)} aria-label={`Invitation link for ${name}`}>
        Invitation link
      </button>
      <Dialog open={open} onClose={close} title={`Invitation link for ${name}`}>
        {open && !create.data && (
          <div className="stack">
            <p>
              A link with which <strong>{name}</strong> sets a new password and signs in. Their current password keeps working until the
              link is used; an earlier link stops working now.
            </p>
            {create.isError && <ErrorMessage error={create.error} />}
            <div className="actions">
              <button type="button" className="button" onClick={close}>
                Cancel
              </button>
              <button type="button" className="button button--primary" disabled={create.isPending} onClick={() => create.mutate(undefined)}>
                Create link
              </button>
            </div>
          </div>
        )}
        {open && create.data && (
          <InviteLinkOnce name={name} link={create.data.inviteLink} expiresAt={create.data.expiresAt} onDone={close} />
        )}
      </Dialog>
    </>
  );
}
