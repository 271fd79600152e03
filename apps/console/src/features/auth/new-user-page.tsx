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
import { announceRecorded } from '../../components/recorded-store';
import { sessionQuery } from '../../lib/session';
import { signUpAndSignIn, signupLinkQuery, type SignUp } from './signup-api';

const route = getRouteApi('/new-user');

/**
 * The page a public sign-up link opens (Unleash's `/new-user?invite=<secret>`, ADR 0051), outside
 * the signed-in layout: the link is checked first (an expired or disabled one gets the API's
 * message and no form), then name, email and password; the account is created (Viewer) and the
 * person is signed in and lands on the dashboard.
 */
export function NewUserPage() {
  const { invite } = route.useSearch();
  const link = useQuery({ ...signupLinkQuery(invite ?? ''), enabled: !!invite });
  return (
    <main className="sign-in">
      <div className="card sign-in__card stack">
        <h1>Create your Pennant account</h1>
        {!invite && <p role="alert">This page needs the invite link an administrator shared with you.</p>}
        {invite && link.isPending && <Loading label="Checking the invite link" />}
        {link.isError && <ErrorMessage error={link.error} />}
        {(!invite || link.isError) && (
          <p>
            <Link to="/login" search={{}}>
              Go to sign-in
            </Link>
          </p>
        )}
        {invite && link.isSuccess && <SignUpForm secret={invite} />}
      </div>
    </main>
  );
}

function SignUpForm({ secret }: { secret: string }) {
  const form = useForm<SignUp>({ defaultValues: { name: '', email: '', password: '' } });
  const [problems, setProblems] = useState<string[]>([]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = useMutation({
    mutationFn: (person: SignUp) => signUpAndSignIn(secret, person),
    onSuccess: async ({ eventId }, person) => {
      queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
      // The dashboard greets the new account with the write's notice (the layout's RecordedNotice).
      announceRecorded({ what: `Welcome, ${person.name || person.email}: your account was created`, eventId });
      // Replace the link's address: the secret leaves the browser's history.
      await navigate({ to: '/', replace: true });
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) => {
    const person = { name: v.name.trim(), email: v.email.trim(), password: v.password };
    const body = { ...person, name: person.name || null };
    if (
      !refused(
        form,
        bodyProblems('post', '/invite/{token}/signup', body),
        ['name', 'email', 'password'],
        setProblems,
        passwordProblems(v.password),
      )
    )
      signUp.mutate(person);
  });
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p>You were invited to Pennant. Your account gets the Viewer role: you can look at everything and change nothing.</p>
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <PasswordField label="Password" error={errors.password?.message} register={form.register('password')} />
      <FormProblems problems={problems} />
      {signUp.isError && <ErrorMessage error={signUp.error} />}
      <button type="submit" className="button button--primary" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating your account…' : 'Create account and sign in'}
      </button>
    </form>
  );
}
