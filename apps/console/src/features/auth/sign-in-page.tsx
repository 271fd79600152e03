import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { request } from '../../api/http';
import { ErrorMessage } from '../../components/error-message';
import { AUTH_PATHS, sessionQuery, type CurrentUser } from '../../lib/session';

const route = getRouteApi('/login');

interface Credentials {
  username: string;
  password: string;
}

/** Only same-site paths are followed after sign-in (never another origin). */
export function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function SignInPage() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useForm<Credentials>({ defaultValues: { username: '', password: '' } });
  const signIn = useMutation({
    mutationFn: (credentials: Credentials) => request<CurrentUser>('POST', AUTH_PATHS.login, { body: credentials }),
    onSuccess: async () => {
      // The cached answer says "nobody"; the route guard asks again on the way in.
      queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
      await navigate({ href: safeRedirect(redirect) });
    },
  });
  return (
    <main className="sign-in">
      <form className="card sign-in__card" onSubmit={handleSubmit((values) => signIn.mutate(values))} noValidate>
        <h1>Sign in to Pennant</h1>
        <label className="field">
          <span>Username or email</span>
          <input
            autoComplete="username"
            autoFocus
            {...register('username', { required: 'Enter your username or email.' })}
            aria-invalid={!!formState.errors.username}
          />
          {formState.errors.username && <span className="field__error">{formState.errors.username.message}</span>}
        </label>
        <label className="field">
          <span>Password</span>
          <input
            type="password"
            autoComplete="current-password"
            {...register('password', { required: 'Enter your password.' })}
            aria-invalid={!!formState.errors.password}
          />
          {formState.errors.password && <span className="field__error">{formState.errors.password.message}</span>}
        </label>
        {signIn.error && <ErrorMessage error={signIn.error} />}
        <button type="submit" className="button button--primary" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
