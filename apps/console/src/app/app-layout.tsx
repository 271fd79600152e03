import { Link, Outlet } from '@tanstack/react-router';
import { RequireSession } from '../features/auth/require-session';
import { displayName, hasPermission } from '../lib/session';
import { useSignOut } from '../features/auth/use-sign-out';
import { ErrorMessage } from '../components/error-message';
import { RecordedNotice } from '../components/recorded';
import { Banners } from '../config/banners';
import { useUiConfig } from '../config/ui-config';
import { AdminNav } from './admin-nav';
import { AuditNav } from './audit-nav';

/** The frame of every signed-in screen: navigation, banners, the page, the version. */
export function AppLayout() {
  const config = useUiConfig();
  const signOut = useSignOut();
  return (
    <RequireSession>
      {(session) => (
        <div className="app">
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <header className="topbar">
            <Link to="/" className="brand" aria-label="Pennant home">
              <img src="/favicon.svg" alt="" width="22" height="22" />
              Pennant
            </Link>
            <nav aria-label="Main" className="topbar__nav">
              <Link to="/" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                Dashboard
              </Link>
              <Link to="/flags" search={{}} activeProps={{ 'aria-current': 'page' }}>
                Flags
              </Link>
              <Link to="/playground" activeProps={{ 'aria-current': 'page' }}>
                Playground
              </Link>
              <Link to="/projects" search={{}} activeProps={{ 'aria-current': 'page' }}>
                Projects
              </Link>
              <AdminNav admin={hasPermission(session, 'ADMIN')} />
              <Link to="/settings" activeProps={{ 'aria-current': 'page' }}>
                Settings
              </Link>
              <AuditNav admin={hasPermission(session, 'ADMIN')} />
            </nav>
            <div className="topbar__user">
              <Link to="/profile" className="topbar__name" aria-label={`Your profile: ${displayName(session.user)}`}>
                {displayName(session.user)}
              </Link>
              <button type="button" className="button button--ghost" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
                Sign out
              </button>
            </div>
          </header>
          <Banners />
          <RecordedNotice />
          {signOut.error && <ErrorMessage error={signOut.error} title="Sign-out failed" />}
          <main id="main" className="page" tabIndex={-1}>
            <Outlet />
          </main>
          <footer className="footer">Pennant {config.data?.version ?? ''}</footer>
        </div>
      )}
    </RequireSession>
  );
}
