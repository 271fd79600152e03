import { Navigate, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorMessage } from '../components/error-message';
import { Loading } from '../components/loading';
import { useSession, type Session } from './session';

/** Renders its children for a signed-in person; sends everybody else to the sign-in page. */
export function RequireSession({ children }: { children: (session: Session) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading label="Checking your session" />;
  if (session.isError) return <ErrorMessage error={session.error} />;
  if (!session.data) return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  return <>{children(session.data)}</>;
}
