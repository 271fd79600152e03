import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { PasswordField } from '../../components/password-field';
import { passwordProblems } from '../../lib/passwords';
import { ErrorMessage } from '../../components/error-message';
import { TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import { Loading } from '../../components/loading';
import { acceptInvitation, invitationQuery } from './invite-api';
import { displayName, sessionQuery } from '../../lib/session';

const route = getRouteApi('/invite/$token');

interface Values {
  password: string;
  confirm: string;
}

/**
 * The page an invitation or password-reset link opens (outside the signed-in layout, like
 * sign-in): whose link it is, a new password checked by the API's rules, then signed in. A used,
 * replaced or expired link gets the API's message and the way to sign-in.
 */
export function InvitePage() {
  const { token } = route.useParams();
  const invitation = useQuery(invitationQuery(token));
  return (
    <main className="sign-in">
      <div className="card sign-in__card stack">
        <h1>Set your password</h1>
        {invitation.isPending && <Loading label="Checking the link" />}
        {invitation.isError && (
          <>
            <ErrorMessage error={invitation.error} />
            <p>
              <Link to="/login" search={{}}>
                Go to sign-in
              </Link>
            </p>
          </>
        )}
        {invitation.isSuccess && (
          <SetPasswordForm
            token={token}
            who={displayName(invitation.data)}
            login={invitation.data.username ?? invitation.data.email ?? ''}
          />
        )}
      </div>
    </main>
  );
}

function SetPasswordForm({ token, who, login }: { token: string; who: string; login: string }) {
  const form = useForm<Values>({ defaultValues: { password: '', confirm: '' } });
  const [problems, setProblems] = useState<string[]>([]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: (password: string) => acceptInvitation(token, password),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
      // Replace the link's address: the used token leaves the browser's history.
      await navigate({ to: '/', replace: true });
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => {
    const own = [...passwordProblems(v.password), ...(v.confirm === v.password ? [] : ['The two passwords differ.'])];
    if (!refused(form, bodyProblems('post', '/auth/reset/password', { token, password: v.password }), ['password'], setProblems, own))
      accept.mutate(v.password);
  });
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p>
        Welcome, <strong>{who}</strong>. Choose a password; you will sign in as <strong>{login}</strong>.
      </p>
      <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
      <PasswordField label="New password" error={errors.password?.message} register={form.register('password')} />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      <FormProblems problems={problems} />
      {accept.isError && <ErrorMessage error={accept.error} />}
      <button type="submit" className="button button--primary" disabled={accept.isPending}>
        {accept.isPending ? 'Setting your password…' : 'Set password and sign in'}
      </button>
    </form>
  );
}
