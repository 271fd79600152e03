import { Link } from '@tanstack/react-router';

/**
 * The auditor's and operator's areas (issue 28 §4–5). The history is everyone's (without ADMIN it
 * shows the events you recorded, ADR 0048); operations read ADMIN routes, so only admins see them.
 */
export function AuditNav({ admin }: { admin: boolean }) {
  const current = { 'aria-current': 'page' } as const;
  return (
    <>
      <Link to="/history" search={{}} activeProps={current}>
        History
      </Link>
      {admin && (
        <Link to="/operations" activeProps={current}>
          Operations
        </Link>
      )}
    </>
  );
}
