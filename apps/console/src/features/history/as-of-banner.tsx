import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Says plainly that a view is the past, read-only, with the way back to now and to the log. */
export function AsOfBanner({ asOf, what, now }: { asOf: number; what: string; now: ReactNode }) {
  return (
    <div className="alert alert--info as-of" role="note">
      <strong>
        {what} as of event {asOf}
      </strong>{' '}
      — the state right after that event, replayed from the log; read-only. {now}{' '}
      <Link to="/history" search={{ event: asOf }}>
        Back to the history
      </Link>
    </div>
  );
}
