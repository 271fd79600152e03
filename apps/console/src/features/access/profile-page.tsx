import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { useWrite } from '../../api/use-write';
import { displayName, useSession } from '../../lib/session';
import { ErrorMessage } from '../../components/error-message';
import { TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import { Loading } from '../../components/loading';
import { useRecorded, WriteNotice } from '../../components/write-notice';
import { changeOwnPassword, createOwnToken, deleteOwnToken, ownTokensQuery } from '../../api/access-api';
import { AccountTokens } from './account-tokens';
import { PasswordField } from '../../components/password-field';
import { passwordProblems } from '../../lib/passwords';

/** The signed-in person's own page: their personal access tokens and their password. */
export function ProfilePage() {
  const session = useSession();
  const tokens = useQuery(ownTokensQuery);
  const [recorded, setRecorded] = useRecorded();
  const me = session.data ? displayName(session.data.user) : '';
  return (
    <>
      <h1>Your profile</h1>
      <p className="muted">
        Signed in as <strong>{me}</strong>
        {session.data?.user.email ? ` (${session.data.user.email})` : ''}.
      </p>
      <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />
      <div className="grid-2 grid-2--wide-first">
        <section className="card" aria-labelledby="pats-title">
          <h2 id="pats-title">Personal access tokens</h2>
          <p className="muted">
            A token acts as you, with your permissions, on the admin API (header <code>Authorization</code>).
          </p>
          {tokens.isPending && <Loading label="Loading your tokens" />}
          {tokens.isError && <ErrorMessage error={tokens.error} title="Your tokens could not be loaded" />}
          {tokens.isSuccess && (
            <AccountTokens owner="you" tokens={tokens.data} create={createOwnToken} remove={deleteOwnToken} onRecorded={setRecorded} />
          )}
        </section>
        <section className="card" aria-labelledby="password-title">
          <h2 id="password-title">Password</h2>
          <ChangePasswordForm onDone={() => setRecorded({ message: 'Your password was changed; your other sessions ended.' })} />
        </section>
      </div>
    </>
  );
}

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Values>({ defaultValues: { oldPassword: '', password: '', confirmPassword: '' } });
  const [problems, setProblems] = useState<string[]>([]);
  const change = useWrite(changeOwnPassword, [], () => (form.reset(), onDone()));
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => {
    const own = [...passwordProblems(v.password), ...(v.password !== v.confirmPassword ? ['The two new passwords differ.'] : [])];
    if (
      !refused(
        form,
        bodyProblems('post', '/api/admin/user/change-password', { ...v }),
        ['oldPassword', 'password', 'confirmPassword'],
        setProblems,
        own,
      )
    )
      change.mutate({ ...v });
  });
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
      <PasswordField label="New password" error={errors.password?.message} register={form.register('password')} />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormProblems problems={problems} />
      {change.isError && <ErrorMessage error={change.error} />}
      <div className="actions actions--start">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          Change password
        </button>
      </div>
    </form>
  );
}
