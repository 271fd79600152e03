import { useRouter } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { useSession, type Session } from '../../lib/session';

/**
 * Renders its children for a signed-in person. The route guard (app/router.tsx) sends visitors
 * without a session to the sign-in page before anything shows; this covers a session that ends
 * while a screen is open (a 401 makes the session query ask again, and it answers "nobody").
 *
 * It navigates once, from an effect, when the answer turns to "nobody" — not with <Navigate>,
 * which navigates on every render: the location changes as soon as the navigation starts, this
 * layout re-renders before the sign-in page replaces it, and each render restarted the
 * navigation (the page hung).
 */
export function RequireSession({ children }: { children: (session: Session) => ReactNode }) {
  const session = useSession();
  const router = useRouter();
  const signedOut = session.data === null;
  useEffect(() => {
    if (!signedOut) return;
    const here = router.state.location;
    if (here.pathname === '/login') return;
    void router.navigate({ to: '/login', search: { redirect: here.href }, replace: true });
  }, [signedOut, router]);
  if (session.isPending) return <Loading label="Checking your session" />;
  if (session.isError) return <ErrorMessage error={session.error} />;
  if (!session.data) return <Loading label="Your session has ended; opening the sign-in page" />;
  return <>{children(session.data)}</>;
}
