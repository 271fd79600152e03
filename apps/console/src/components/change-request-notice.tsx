import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { changeCount } from '../lib/change-request-model';
import { openRequestsQuery, requestConfigQuery } from '../api/change-requests-api';
import '../styles/projects.css';

/**
 * On a flag's environment: says that changes here need approval, and where the caller's draft
 * (and other pending requests touching this flag) are.
 */
export function ChangeRequestNotice({ project, environment, flag }: { project: string; environment: string; flag: string }) {
  const config = useQuery(requestConfigQuery(project));
  const guarded = config.data?.find((c) => c.environment === environment && c.changeRequestEnabled);
  const open = useQuery({ ...openRequestsQuery(project), enabled: Boolean(guarded) });
  if (!guarded) return null;
  const here = (open.data ?? []).filter((r) => r.environment === environment);
  const draft = here.find((r) => r.state === 'Draft');
  const others = here.filter((r) => r.state !== 'Draft' && r.features.some((f) => f.name === flag));
  return (
    <div className="notice" role="note">
      <strong>Changes in {environment} need approval</strong> ({guarded.requiredApprovals} approval
      {guarded.requiredApprovals === 1 ? '' : 's'}): what you change here is added to your draft change request, not applied.{' '}
      {draft ? (
        <>
          Your draft:{' '}
          <Link to="/projects/$projectId/change-requests/$requestId" params={{ projectId: project, requestId: String(draft.id) }}>
            #{draft.id}, {changeCount(draft)} change{changeCount(draft) === 1 ? '' : 's'}
          </Link>{' '}
          — send it to review when it is complete.
        </>
      ) : (
        'You have no draft yet.'
      )}
      {others.length > 0 && (
        <>
          {' '}
          Pending for this flag:{' '}
          {others.map((r, i) => (
            <span key={r.id}>
              {i > 0 && ', '}
              <Link to="/projects/$projectId/change-requests/$requestId" params={{ projectId: project, requestId: String(r.id) }}>
                #{r.id} ({r.state.toLowerCase()})
              </Link>
            </span>
          ))}
          .
        </>
      )}
    </div>
  );
}
