import { Navigate, useLocation } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import { ErrorMessage } from '../components/error-message';
import { Loading } from '../components/loading';
import { useSession, type Session } from './session';

/**
 * Renders its children for a signed-in person. The route guard (app/router.tsx) sends visitors
 * without a session to the sign-in page before anything loads; this covers a session that ends
 * while a screen is open (a 401 makes the session query ask again).
 */
export function RequireSession({ children }: { children: (session: Session) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // The page to come back to, taken once: while the redirect runs, the location is the sign-in page's.
  const comeBack = useRef<string | null>(null);
  if (session.isPending) return <Loading label="Checking your session" />;
  if (session.isError) return <ErrorMessage error={session.error} />;
  if (!session.data) {
    comeBack.current ??= location.href;
    return <Navigate to="/login" search={{ redirect: comeBack.current }} replace />;
  }
  comeBack.current = null;
  return <>{children(session.data)}</>;
}
