import { Link } from '@tanstack/react-router';
import { formatDateTime, relativeTime } from '../../components/format';
import { changeCount, stateClass, type ChangeRequest } from '../../lib/change-request-model';

/** Requests as rows a reviewer can scan: what, where, who, how far along. */
export function RequestList({ projectId, requests }: { projectId: string; requests: readonly ChangeRequest[] }) {
  return (
    <ul className="request-list">
      {requests.map((r) => {
        const conflicts = r.features.some((f) => f.conflict || f.changes.some((c) => c.conflict)) || r.segments.some((s) => s.conflict);
        const subjects = [...r.features.map((f) => f.name), ...r.segments.map((s) => `segment ${s.name}`)];
        const n = changeCount(r);
        return (
          <li key={r.id}>
            <div className="change__head">
              <span>
                <Link to="/projects/$projectId/change-requests/$requestId" params={{ projectId, requestId: String(r.id) }}>
                  #{r.id} {r.title || subjects.join(', ') || 'no changes'}
                </Link>{' '}
                <span className={stateClass(r.state)}>{r.state}</span> {conflicts && <span className="badge badge--danger">conflict</span>}
              </span>
              <span className="muted">
                {r.environment} · {n} change{n === 1 ? '' : 's'} · by {r.createdBy.username ?? 'unknown'}{' '}
                <span title={formatDateTime(r.createdAt)}>{relativeTime(r.createdAt)}</span>
                {r.state === 'In review' && ` · ${(r.approvals ?? []).length} of ${r.minApprovals ?? 1} approvals`}
                {r.schedule &&
                  ` · ${r.schedule.status === 'pending' ? 'applies' : r.schedule.status} ${formatDateTime(r.schedule.scheduledAt)}`}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
