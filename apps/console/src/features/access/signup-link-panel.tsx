import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../api/use-write';
import { ConfirmButton } from '../../components/confirm-button';
import { CopyButton } from '../../components/copy-button';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../components/format';
import { Loading } from '../../components/loading';
import type { Recorded } from '../../components/write-notice';
import { ACCESS_KEY, accountName } from '../../api/access-api';
import { ChangeSignupLinkExpiry, CreateSignupLinkForm } from './signup-link-forms';
import { activeLink, signupLinksQuery, updateSignupLink, type SignupLink } from './signup-links-api';

/**
 * Unleash's "invite link" (ADR 0051): one public sign-up link at a time. Without an active one,
 * the form to create it; with one, its URL to copy (right after it was created: the URL is shown
 * once, ADR 0060), its expiry, who signed up through it, and changing its expiry or deleting it
 * (the expiry set to now, as Unleash's UI does).
 */
export function SignupLinkPanel({ onRecorded }: { onRecorded: (r: Recorded) => void }) {
  const answer = useQuery(signupLinksQuery);
  const [created, setCreated] = useState<SignupLink | null>(null);
  const listed = answer.data ? activeLink(answer.data) : undefined;
  const shownNow = created && listed && created.name === listed.name && created.createdAt === listed.createdAt;
  const link = listed && shownNow ? { ...listed, url: created.url } : listed;
  return (
    <section className="card stack" aria-labelledby="invite-link-title">
      <h2 id="invite-link-title">Invite link</h2>
      {answer.isPending && <Loading label="Loading the invite link" />}
      {answer.isError && <ErrorMessage error={answer.error} title="The invite link could not be loaded" />}
      {answer.isSuccess && !link && <CreateSignupLinkForm onRecorded={onRecorded} onCreated={setCreated} />}
      {link && <ActiveLink link={link} onRecorded={onRecorded} />}
    </section>
  );
}

function ActiveLink({ link, onRecorded }: { link: SignupLink; onRecorded: (r: Recorded) => void }) {
  const remove = useWrite(
    () => updateSignupLink(link.secret, { expiresAt: new Date().toISOString() }),
    [ACCESS_KEY],
    ({ eventId }) => onRecorded({ message: `Invite link “${link.name}” deleted: it no longer lets anyone sign up.`, eventId }),
  );
  const users = link.users ?? [];
  return (
    <div className="stack">
      <p>
        Anyone with this link can create their own account with the <strong>{link.role.name}</strong> root role until{' '}
        {formatDateTime(link.expiresAt)}.
      </p>
      {link.url ? (
        <div className="secret__value" role="group" aria-label={`URL of ${link.name}`}>
          <code>{link.url}</code>
        </div>
      ) : (
        <p className="muted">
          Its URL was shown once, when it was created: only a fingerprint of its key is kept. To share a link again, delete this one and
          create a new one.
        </p>
      )}
      <div className="actions actions--start">
        {link.url && <CopyButton text={link.url} label="Copy link" />}
        <ChangeSignupLinkExpiry link={link} onRecorded={onRecorded} />
        <ConfirmButton
          label="Delete link"
          title={`Delete the invite link “${link.name}”?`}
          confirmLabel="Delete link"
          onConfirm={() => remove.mutateAsync(undefined)}
          pending={remove.isPending}
          error={remove.error}
          small
        >
          <p>
            The invite link <strong>{link.name}</strong> stops working at once: nobody else can sign up through it. Accounts already created
            stay.
          </p>
        </ConfirmButton>
      </div>
      <h3>Signed up through this link</h3>
      {users.length === 0 ? (
        <p className="muted">Nobody yet.</p>
      ) : (
        <ul className="list" aria-label={`Users who signed up through ${link.name}`}>
          {users.map((u) => (
            <li key={u.id}>
              {accountName(u)}
              {u.email && u.name ? <span className="muted"> · {u.email}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
