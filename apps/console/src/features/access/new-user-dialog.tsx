import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import type { Recorded as Answer } from '../../api/http';
import { useWrite } from '../../api/use-write';
import { Dialog } from '../../components/dialog';
import { ErrorMessage } from '../../components/error-message';
import { SelectField, TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import type { Recorded } from '../../components/write-notice';
import { ACCESS_KEY, accountName, createUser, type CreateUserBody, type RootRole, type User } from '../../api/access-api';
import { InviteLinkOnce } from './invite-link';
import { PasswordField } from '../../components/password-field';
import { passwordProblems } from '../../lib/passwords';

interface Values {
  username: string;
  email: string;
  name: string;
  rootRole: string;
  way: 'invite' | 'password';
  password: string;
}

/**
 * A new user who signs in with an invitation link (they choose their password; the link is
 * shown here once) or with a password given here (ADR 0047). Pennant sends no email.
 */
export function NewUserButton({ roles, onRecorded }: { roles: readonly RootRole[]; onRecorded: (r: Recorded) => void }) {
  const [open, setOpen] = useState(false);
  const [invited, setInvited] = useState<{ name: string; link: string } | null>(null);
  const close = () => (setOpen(false), setInvited(null));
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        New user
      </button>
      <Dialog open={open} onClose={close} title={invited ? 'User created' : 'New user'}>
        {open && !invited && (
          <NewUserForm
            roles={roles}
            onDone={({ body: user, eventId }) => {
              const name = accountName(user);
              if (user.inviteLink) setInvited({ name, link: user.inviteLink });
              else setOpen(false);
              onRecorded({
                message: `User ${name} created: ${user.inviteLink ? 'pass them their invitation link' : 'give them their password'} to sign in.`,
                eventId,
              });
            }}
          />
        )}
        {open && invited && <InviteLinkOnce name={invited.name} link={invited.link} onDone={close} />}
      </Dialog>
    </>
  );
}

function NewUserForm({ roles, onDone }: { roles: readonly RootRole[]; onDone: (answer: Answer<User & { inviteLink?: string }>) => void }) {
  const form = useForm<Values>({
    defaultValues: {
      username: '',
      email: '',
      name: '',
      rootRole: String(roles.find((r) => r.name === 'Viewer')?.id ?? 3),
      way: 'invite',
      password: '',
    },
  });
  const [problems, setProblems] = useState<string[]>([]);
  const create = useWrite(createUser, [ACCESS_KEY], onDone);
  const errors = form.formState.errors;
  const way = form.watch('way');
  const submit = form.handleSubmit((v) => {
    const byPassword = v.way === 'password';
    const body: CreateUserBody = {
      ...(v.username.trim() ? { username: v.username.trim() } : {}),
      ...(v.email.trim() ? { email: v.email.trim() } : {}),
      name: v.name.trim() || null,
      rootRole: Number(v.rootRole),
      ...(byPassword ? { password: v.password } : {}),
      sendEmail: false,
    };
    const own = [
      ...(v.username.trim() || v.email.trim() ? [] : ['Give a username or an email address: the user signs in with it.']),
      ...(byPassword ? passwordProblems(v.password) : []),
    ];
    if (!refused(form, bodyProblems('post', '/api/admin/user-admin', body), ['username', 'email', 'name', 'password'], setProblems, own))
      create.mutate(body);
  });
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="grid-2">
        <TextField label="Username" autoFocus autoComplete="off" error={errors.username?.message} {...form.register('username')} />
        <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
      </div>
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <SelectField
        label="Root role"
        options={roles.map((r) => ({ value: String(r.id), label: r.name }))}
        hint={roles.find((r) => String(r.id) === form.watch('rootRole'))?.description}
        {...form.register('rootRole')}
      />
      <fieldset className="fieldset">
        <legend>How they get in</legend>
        <label className="check">
          <input type="radio" value="invite" {...form.register('way')} />
          Invitation link: they choose their own password
        </label>
        <label className="check">
          <input type="radio" value="password" {...form.register('way')} />
          Password: you set it here
        </label>
      </fieldset>
      {way === 'password' ? (
        <>
          <PasswordField
            label="Password"
            error={errors.password?.message}
            register={form.register('password')}
            onGenerate={(p) => form.setValue('password', p)}
          />
          <p className="hint">Pass the password to the person over a channel you trust; they can change it under their profile.</p>
        </>
      ) : (
        <p className="hint">
          After creating, you get a link to copy (shown once; Pennant sends no email). It works once and expires (after 7 days unless the
          server is set otherwise); you can make a new one from the user's actions.
        </p>
      )}
      <FormProblems problems={problems} />
      {create.isError && <ErrorMessage error={create.error} />}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          Create user
        </button>
      </div>
    </form>
  );
}
