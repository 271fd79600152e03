import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorMessage } from '../../components/error-message';
import { byFlag, segmentUsesQuery, usesCount } from './segment-usage';
import type { Segment } from '../../api/segments-api';

/** "2 strategies in 1 flag: checkout (production, development)", "default strategy of web (production)" — or unused. */
export function SegmentUsageCell({ segment }: { segment: Segment }) {
  const uses = useQuery(segmentUsesQuery(segment));
  if (uses.isPending) return <span className="muted">…</span>;
  if (uses.isError) return <ErrorMessage error={uses.error} />;
  if (usesCount(uses.data) === 0) return <span className="muted">Not used</span>;
  const strategies = uses.data.strategies;
  const flags = byFlag(strategies);
  const defaults = uses.data.defaultStrategies;
  return (
    <span>
      {strategies.length > 0 && (
        <>
          {strategies.length} {strategies.length === 1 ? 'strategy' : 'strategies'} in {flags.length}{' '}
          {flags.length === 1 ? 'flag' : 'flags'}:{' '}
        </>
      )}
      {flags.slice(0, 3).map((f, i) => (
        <span key={`${f.projectId}/${f.featureName}`}>
          {i > 0 && ', '}
          <Link to="/projects/$projectId/flags/$flagName" params={{ projectId: f.projectId, flagName: f.featureName }} search={{}}>
            {f.featureName}
          </Link>
        </span>
      ))}
      {flags.length > 3 && ` and ${flags.length - 3} more`}
      {defaults.length > 0 && (
        <>
          {strategies.length > 0 ? '; default' : 'Default'} strategy of{' '}
          {defaults.map((d, i) => (
            <span key={`${d.projectId}/${d.environment}`}>
              {i > 0 && ', '}
              <Link to="/projects/$projectId" params={{ projectId: d.projectId }} search={{ tab: 'environments' }}>
                {d.projectId}
              </Link>{' '}
              ({d.environment})
            </span>
          ))}
        </>
      )}
    </span>
  );
}
