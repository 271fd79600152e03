import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { useWrite } from '../../api/use-write';
import { useSession } from '../../lib/session';
import { ConfirmButton } from '../../components/confirm-button';
import { Dialog } from '../../components/dialog';
import { ErrorMessage } from '../../components/error-message';
import { SelectField, TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import type { Recorded } from '../../components/write-notice';
import { ACCESS_KEY, accountName, deleteUser, updateUser, type RootRole, type User } from '../../api/access-api';
import { InviteLinkButton } from './invite-link';
import { PasswordField } from '../../components/password-field';
import { passwordProblems } from '../../lib/passwords';
import { resetPassword } from '../../api/access-api';
import { UserActivation } from './user-activation';
import { UserTokensButton } from './user-tokens';

/** Edit, reset the password of, or delete one user (deleting asks first, naming the user). */
export function UserActions({ user, roles, onRecorded }: { user: User; roles: readonly RootRole[]; onRecorded: (r: Recorded) => void }) {
  const [open, setOpen] = useState<'edit' | 'password' | null>(null);
  const me = useSession().data?.user.id === user.id;
  const name = accountName(user);
  const remove = useWrite(
    () => deleteUser(user.id),
    [ACCESS_KEY],
    ({ eventId }) => onRecorded({ message: `User ${name} deleted: their sessions and tokens no longer work.`, eventId }),
  );
  return (
    <div className="actions actions--start">
      <button type="button" className="button button--small" onClick={() => setOpen('edit')} aria-label={`Edit ${name}`}>
        Edit
      </button>
      <button
        type="button"
        className="button button--small"
        onClick={() => setOpen('password')}
        aria-label={`Reset the password of ${name}`}
      >
        Reset password
      </button>
      <InviteLinkButton user={user} name={name} />
      <UserTokensButton id={user.id} name={name} onRecorded={onRecorded} />
      {!me && <UserActivation user={user} onRecorded={onRecorded} />}
      {!me && (
        <ConfirmButton
          small
          label="Delete"
          title={`Delete the user ${name}?`}
          confirmLabel="Delete user"
          onConfirm={() => remove.mutateAsync(undefined)}
          pending={remove.isPending}
          error={remove.error}
        >
          <p>
            <strong>{name}</strong> can no longer sign in; their personal access tokens stop working at once.
          </p>
        </ConfirmButton>
      )}
      <Dialog open={open === 'edit'} onClose={() => setOpen(null)} title={`Edit ${name}`}>
        {open === 'edit' && (
          <EditUserForm
            user={user}
            roles={roles}
            onDone={(eventId) => (setOpen(null), onRecorded({ message: `User ${name} saved.`, eventId }))}
          />
        )}
      </Dialog>
      <Dialog open={open === 'password'} onClose={() => setOpen(null)} title={`Reset the password of ${name}`}>
        {open === 'password' && (
          <ResetPasswordForm
            user={user}
            onDone={() => (
              setOpen(null),
              onRecorded({
                message: `The password of ${name} was reset; their other sessions ended. (Passwords are not events of the log.)`,
              })
            )}
          />
        )}
      </Dialog>
    </div>
  );
}

interface EditValues {
  name: string;
  email: string;
  rootRole: string;
}

function EditUserForm({ user, roles, onDone }: { user: User; roles: readonly RootRole[]; onDone: (eventId: number | null) => void }) {
  const form = useForm<EditValues>({ defaultValues: { name: user.name ?? '', email: user.email ?? '', rootRole: String(user.rootRole) } });
  const [problems, setProblems] = useState<string[]>([]);
  const save = useWrite(
    (body: Parameters<typeof updateUser>[1]) => updateUser(user.id, body),
    [ACCESS_KEY],
    (r) => onDone(r.eventId),
  );
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => {
    const body = { name: v.name.trim() || null, email: v.email.trim() || null, rootRole: Number(v.rootRole) };
    if (!refused(form, bodyProblems('put', '/api/admin/user-admin/{id}', body), ['name', 'email'], setProblems)) save.mutate(body);
  });
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField label="Name" autoFocus error={errors.name?.message} {...form.register('name')} />
      <TextField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
      <SelectField label="Root role" options={roles.map((r) => ({ value: String(r.id), label: r.name }))} {...form.register('rootRole')} />
      <FormProblems problems={problems} />
      {save.isError && <ErrorMessage error={save.error} />}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          Save user
        </button>
      </div>
    </form>
  );
}

function ResetPasswordForm({ user, onDone }: { user: User; onDone: () => void }) {
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const [problems, setProblems] = useState<string[]>([]);
  const reset = useWrite((password: string) => resetPassword(user.id, password), [ACCESS_KEY], onDone);
  const submit = form.handleSubmit((v) => {
    if (
      !refused(
        form,
        bodyProblems('post', '/api/admin/user-admin/{id}/change-password', { password: v.password }),
        ['password'],
        setProblems,
        passwordProblems(v.password),
      )
    )
      reset.mutate(v.password);
  });
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <PasswordField
        label="New password"
        error={form.formState.errors.password?.message}
        register={form.register('password')}
        onGenerate={(p) => form.setValue('password', p)}
      />
      <FormProblems problems={problems} />
      {reset.isError && <ErrorMessage error={reset.error} />}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={reset.isPending}>
          Set password
        </button>
      </div>
    </form>
  );
}
