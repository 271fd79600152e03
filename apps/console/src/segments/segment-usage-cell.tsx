import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorMessage } from '../components/error-message';
import { byFlag, segmentUsesQuery } from './segment-usage';
import type { Segment } from './segments-api';

/** "2 strategies in 1 flag: checkout (production, development)" — or unused. */
export function SegmentUsageCell({ segment }: { segment: Segment }) {
  const uses = useQuery(segmentUsesQuery(segment));
  if (uses.isPending) return <span className="muted">…</span>;
  if (uses.isError) return <ErrorMessage error={uses.error} />;
  if (uses.data.length === 0) return <span className="muted">Not used</span>;
  const flags = byFlag(uses.data);
  return (
    <span>
      {uses.data.length} {uses.data.length === 1 ? 'strategy' : 'strategies'} in {flags.length} {flags.length === 1 ? 'flag' : 'flags'}:{' '}
      {flags.slice(0, 3).map((f, i) => (
        <span key={`${f.projectId}/${f.featureName}`}>
          {i > 0 && ', '}
          <Link to="/projects/$projectId/flags/$flagName" params={{ projectId: f.projectId, flagName: f.featureName }} search={{}}>
            {f.featureName}
          </Link>
        </span>
      ))}
      {flags.length > 3 && ` and ${flags.length - 3} more`}
    </span>
  );
}
