import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { contextUsageQuery } from './context-api';

/** "Used by": the flag strategies (per environment) whose constraints name this context field. */
export function ContextUsage({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--small" aria-label={`Used by: ${name}`} onClick={() => setOpen(true)}>
        Used by
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Strategies using ${name}`}>
        {open && <UsageList name={name} />}
        <div className="actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      </Dialog>
    </>
  );
}

function UsageList({ name }: { name: string }) {
  const usage = useQuery(contextUsageQuery(name));
  if (usage.isPending) return <Loading label={`Loading the strategies using ${name}`} />;
  if (usage.isError) return <ErrorMessage error={usage.error} />;
  if (usage.data.length === 0) return <EmptyState title={`No flag strategy constrains on ${name}`} />;
  return (
    <ul className="stack" aria-label={`Strategies using ${name}`}>
      {usage.data.map((s) => (
        <li key={s.id}>
          <Link
            to="/projects/$projectId/flags/$flagName"
            params={{ projectId: s.projectId, flagName: s.featureName }}
            search={{ env: s.environment }}
          >
            {s.featureName}
          </Link>{' '}
          <span className="muted">
            {s.strategyName} in {s.environment} (project {s.projectId})
          </span>
        </li>
      ))}
    </ul>
  );
}
