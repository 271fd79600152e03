import { Link } from '@tanstack/react-router';

/** The auditor's and operator's areas (issue 28 §4–5); both read ADMIN routes, so only admins see them. */
export function AuditNav({ admin }: { admin: boolean }) {
  if (!admin) return null;
  const current = { 'aria-current': 'page' } as const;
  return (
    <>
      <Link to="/history" search={{}} activeProps={current}>
        History
      </Link>
      <Link to="/operations" activeProps={current}>
        Operations
      </Link>
    </>
  );
}
