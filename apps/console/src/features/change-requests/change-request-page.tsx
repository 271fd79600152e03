import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useSession } from '../../lib/session';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../components/format';
import { HistoryLink, historyHref } from '../../components/recorded';
import { Loading } from '../../components/loading';
import { allowedActions } from './allowed-actions';
import { requestQuery } from '../../api/change-requests-api';
import { stateClass } from '../../lib/change-request-model';
import { RequestActions } from './request-actions';
import { RequestChanges } from './request-changes';
import { RequestTimeline } from './request-timeline';
import '../../styles/projects.css';

const route = getRouteApi('/app/projects/$projectId/change-requests/$requestId');

/** One change request: its changes as diffs, its reviews, and what the caller may do with it. */
export function ChangeRequestPage() {
  const { projectId, requestId } = route.useParams();
  const id = Number(requestId);
  const session = useSession();
  const request = useQuery({ ...requestQuery(projectId, id), enabled: Number.isSafeInteger(id) && id > 0 });
  if (!Number.isSafeInteger(id) || id <= 0) return <ErrorMessage error={new Error(`“${requestId}” is not a change request number.`)} />;
  if (request.isPending) return <Loading label={`Loading change request ${id}`} />;
  if (request.isError) return <ErrorMessage error={request.error} title={`Change request ${id} could not be loaded`} />;
  const r = request.data;
  const canDiscard = session.data ? allowedActions(r, session.data).includes('discard-change') : false;
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/projects" search={{}}>
          Projects
        </Link>{' '}
        /{' '}
        <Link to="/projects/$projectId" params={{ projectId }} search={{}}>
          {projectId}
        </Link>{' '}
        /{' '}
        <Link to="/projects/$projectId/change-requests" params={{ projectId }} search={{}}>
          Change requests
        </Link>{' '}
        / <span aria-current="page">#{r.id}</span>
      </nav>
      <div className="page-header">
        <h1>
          Change request #{r.id} {r.title ? `· ${r.title}` : ''} <span className={stateClass(r.state)}>{r.state}</span>
        </h1>
      </div>
      <p>
        In <strong>{r.environment}</strong> of <strong>{r.project}</strong>, by {r.createdBy.username ?? 'unknown'} on{' '}
        {formatDateTime(r.createdAt)} · <HistoryLink href={historyHref({ project: r.project })}>project history</HistoryLink>
      </p>
      {r.schedule && (
        <p className={`alert ${r.schedule.status === 'pending' ? 'notice' : 'alert--error'}`} role="status">
          {r.schedule.status === 'pending'
            ? `Scheduled to apply on ${formatDateTime(r.schedule.scheduledAt)}.`
            : `The schedule (${formatDateTime(r.schedule.scheduledAt)}) is ${r.schedule.status}${r.schedule.reason ? `: ${r.schedule.reason}` : ''}.`}
        </p>
      )}
      {session.data && <RequestActions request={r} session={session.data} />}
      <RequestChanges request={r} canDiscard={canDiscard} />
      <RequestTimeline request={r} />
    </>
  );
}
