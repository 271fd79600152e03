import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../api/check-body';
import type { Recorded as Answer } from '../api/http';
import { useWrite } from '../api/use-write';
import { Dialog } from '../components/dialog';
import { ErrorMessage } from '../components/error-message';
import { SelectField, TextField } from '../components/field';
import { FormProblems, refused } from '../components/form-problems';
import type { Recorded } from '../components/write-notice';
import { ACCESS_KEY, accountName, createUser, type CreateUserBody, type RootRole, type User } from './access-api';
import { PasswordField } from './password-field';
import { passwordProblems } from './passwords';

interface Values {
  username: string;
  email: string;
  name: string;
  rootRole: string;
  password: string;
}

/**
 * A new user who signs in with a password given here. Unleash can also send an invitation link;
 * Pennant has no invite-link routes, so the password is the way in (ADR 0042).
 */
export function NewUserButton({ roles, onRecorded }: { roles: readonly RootRole[]; onRecorded: (r: Recorded) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        New user
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="New user">
        {open && (
          <NewUserForm
            roles={roles}
            onDone={({ body: user, eventId }) => {
              setOpen(false);
              onRecorded({ message: `User ${accountName(user)} created: give them their password to sign in.`, eventId });
            }}
          />
        )}
      </Dialog>
    </>
  );
}

function NewUserForm({ roles, onDone }: { roles: readonly RootRole[]; onDone: (answer: Answer<User>) => void }) {
  const form = useForm<Values>({ defaultValues: { username: '', email: '', name: '', rootRole: String(roles.find((r) => r.name === 'Viewer')?.id ?? 3), password: '' } });
  const [problems, setProblems] = useState<string[]>([]);
  const create = useWrite(createUser, [ACCESS_KEY], onDone);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => {
    const body: CreateUserBody = { ...(v.username.trim() ? { username: v.username.trim() } : {}), ...(v.email.trim() ? { email: v.email.trim() } : {}), name: v.name.trim() || null, rootRole: Number(v.rootRole), password: v.password, sendEmail: false };
    const own = [...(v.username.trim() || v.email.trim() ? [] : ['Give a username or an email address: the user signs in with it.']), ...passwordProblems(v.password)];
    if (!refused(form, bodyProblems('post', '/api/admin/user-admin', body), ['username', 'email', 'name', 'password'], setProblems, own)) create.mutate(body);
  });
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="grid-2">
        <TextField label="Username" autoFocus autoComplete="off" error={errors.username?.message} {...form.register('username')} />
        <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
      </div>
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <SelectField label="Root role" options={roles.map((r) => ({ value: String(r.id), label: r.name }))} hint={roles.find((r) => String(r.id) === form.watch('rootRole'))?.description} {...form.register('rootRole')} />
      <PasswordField label="Password" error={errors.password?.message} register={form.register('password')} onGenerate={(p) => form.setValue('password', p)} />
      <p className="hint">Pennant has no invitation links: pass the password to the person over a channel you trust; they can change it under their profile.</p>
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
