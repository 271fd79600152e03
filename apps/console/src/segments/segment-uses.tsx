import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorMessage } from '../components/error-message';
import { Loading } from '../components/loading';
import { byFlag, segmentUsesQuery } from './segment-usage';
import type { Segment } from './segments-api';

/** The strategies of active flags that use the segment, each a link to its flag and environment. */
export function SegmentUses({ segment }: { segment: Segment }) {
  const uses = useQuery(segmentUsesQuery(segment));
  return (
    <section className="card" aria-labelledby="segment-uses-title">
      <h2 id="segment-uses-title">Used by</h2>
      {uses.isPending && <Loading label="Finding the strategies that use it" />}
      {uses.isError && <ErrorMessage error={uses.error} />}
      {uses.isSuccess && uses.data.length === 0 && (
        <p className="muted">No strategy of an active flag uses this segment: it can be deleted.</p>
      )}
      {uses.isSuccess && uses.data.length > 0 && (
        <ul className="list">
          {byFlag(uses.data).map((flag) => (
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
