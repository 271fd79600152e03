import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { useWrite } from '../../api/use-write';
import { Dialog } from '../../components/dialog';
import { ErrorMessage } from '../../components/error-message';
import { SelectField, TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import { formatDateTime } from '../../components/format';
import type { Recorded } from '../../components/write-notice';
import { ACCESS_KEY } from '../../api/access-api';
import { createSignupLink, EXPIRY_CHOICES, expiryIn, updateSignupLink, type SignupLink } from './signup-links-api';

const expiryOptions = EXPIRY_CHOICES.map((c) => ({ value: String(c.days), label: c.label }));

/** A new invite link: a name (defaulted) and one of Unleash's expiries; new users get the Viewer role. */
export function CreateSignupLinkForm({
  onRecorded,
  onCreated,
}: {
  onRecorded: (r: Recorded) => void;
  onCreated: (link: SignupLink) => void;
}) {
  const form = useForm({ defaultValues: { name: 'Team invite', days: '7' } });
  const [problems, setProblems] = useState<string[]>([]);
  const create = useWrite(createSignupLink, [ACCESS_KEY], ({ body, eventId }) => {
    // The answer is the only time the link's URL is shown (ADR 0060).
    onCreated(body as SignupLink);
    onRecorded({ message: `Invite link “${body.name}” created: share its URL now — it is shown once.`, eventId });
  });
  const submit = form.handleSubmit((v) => {
    const body = { name: v.name.trim(), expiresAt: expiryIn(Number(v.days)) };
    if (!refused(form, bodyProblems('post', '/api/admin/invite-link/tokens', body), ['name'], setProblems)) create.mutate(body);
  });
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Create invite link">
      <p>
        Anyone with an invite link can create their own account, with the <strong>Viewer</strong> root role, until the link expires.
      </p>
      <div className="inline-form">
        <TextField label="Link name" error={form.formState.errors.name?.message} {...form.register('name')} />
        <SelectField label="Expires in" options={expiryOptions} {...form.register('days')} />
      </div>
      <FormProblems problems={problems} />
      {create.isError && <ErrorMessage error={create.error} />}
      <div className="actions actions--start">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create invite link'}
        </button>
      </div>
    </form>
  );
}

/** Moves the active link's expiry to one of Unleash's choices, counted from now. */
export function ChangeSignupLinkExpiry({ link, onRecorded }: { link: SignupLink; onRecorded: (r: Recorded) => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ defaultValues: { days: '30' } });
  const change = useWrite(
    (expiresAt: string) => updateSignupLink(link.secret, { expiresAt }),
    [ACCESS_KEY],
    ({ body, eventId }) => {
      setOpen(false);
      onRecorded({ message: `Invite link “${body.name}” now expires ${formatDateTime(body.expiresAt)}.`, eventId });
    },
  );
  const close = () => (setOpen(false), change.reset());
  return (
    <>
      <button type="button" className="button button--small" onClick={() => setOpen(true)}>
        Change expiry
      </button>
      <Dialog open={open} onClose={close} title={`Change the expiry of “${link.name}”`}>
        {open && (
          <form className="stack" onSubmit={form.handleSubmit((v) => change.mutate(expiryIn(Number(v.days))))} noValidate>
            <p>It expires {formatDateTime(link.expiresAt)} now. From now on, it should work for:</p>
            <SelectField label="Expires in" options={expiryOptions} {...form.register('days')} />
            {change.isError && <ErrorMessage error={change.error} />}
            <div className="actions">
              <button type="button" className="button" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="button button--primary" disabled={change.isPending}>
                Change expiry
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
