import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { byFlag, segmentUsesQuery, usesCount } from './segment-usage';
import type { Segment } from '../../api/segments-api';

/** The strategies of active flags and the project environments' default strategies that use the segment, each a link. */
export function SegmentUses({ segment }: { segment: Segment }) {
  const uses = useQuery(segmentUsesQuery(segment));
  return (
    <section className="card" aria-labelledby="segment-uses-title">
      <h2 id="segment-uses-title">Used by</h2>
      {uses.isPending && <Loading label="Finding the strategies that use it" />}
      {uses.isError && <ErrorMessage error={uses.error} />}
      {uses.isSuccess && usesCount(uses.data) === 0 && (
        <p className="muted">
          No strategy of an active flag uses this segment, nor does a project environment's default strategy: it can be deleted.
        </p>
      )}
      {uses.isSuccess && usesCount(uses.data) > 0 && (
        <ul className="list">
          {uses.data.defaultStrategies.map((d) => (
            <li key={`default:${d.projectId}/${d.environment}`}>
              <Link to="/projects/$projectId" params={{ projectId: d.projectId }} search={{ tab: 'environments' }}>
                Default strategy of {d.projectId} in {d.environment}
              </Link>
            </li>
          ))}
          {byFlag(uses.data.strategies).map((flag) => (
            <li key={`${flag.projectId}/${flag.featureName}`}>
              <strong>{flag.featureName}</strong> <span className="muted">({flag.projectId})</span>:{' '}
              {flag.uses.map((use, i) => (
                <span key={use.id}>
                  {i > 0 && ', '}
                  <Link
                    to="/projects/$projectId/flags/$flagName"
                    params={{ projectId: use.projectId, flagName: use.featureName }}
                    search={{ env: use.environment }}
                  >
                    {use.strategyName} in {use.environment}
                  </Link>
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
