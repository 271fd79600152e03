import { Link } from '@tanstack/react-router';

/** The management areas (issue 29 §3–6); signals and access are the ADMIN permission's (as the API declares them). */
export function AdminNav({ admin }: { admin: boolean }) {
  const current = { 'aria-current': 'page' } as const;
  return (
    <>
      <Link to="/segments" activeProps={current}>
        Segments
      </Link>
      {admin && (
        <Link to="/signals" activeProps={current}>
          Signals
        </Link>
      )}
      {admin && (
        <Link to="/access" activeProps={current}>
          Access
        </Link>
      )}
    </>
  );
}
