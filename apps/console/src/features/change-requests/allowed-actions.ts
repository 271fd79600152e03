import { canCall } from '../../lib/can';
import type { Session } from '../../lib/session';
import type { ChangeRequest } from '../../lib/change-request-model';

export type RequestAction = 'send-to-review' | 'approve' | 'reject' | 'apply' | 'schedule' | 'cancel' | 'discard-change';

/**
 * What the caller may do with a request now — the workflow of the API (change-request.decider.ts)
 * seen from the screen: four eyes (the author neither approves nor rejects), each approver once,
 * a change of state needs APPROVE_CHANGE_REQUEST in the request's project and environment.
 * The API stays the judge; this only decides which buttons to offer.
 */
export function allowedActions(request: ChangeRequest, session: Session): RequestAction[] {
  if (
    !canCall(session, 'put', '/api/admin/projects/{projectId}/change-requests/{id}/state', {
      project: request.project,
      environment: request.environment,
    })
  )
    return [];
  const me = session.user.id;
  const author = me !== undefined && request.createdBy.id === me;
  const approved = me !== undefined && (request.approvals ?? []).some((a) => a.createdBy.id === me);
  const hasChanges = request.features.some((f) => f.changes.length > 0) || request.segments.length > 0;
  switch (request.state) {
    case 'Draft':
      return [...(hasChanges ? (['send-to-review'] as const) : []), 'discard-change', 'cancel'];
    case 'In review':
      return [...(author ? (['cancel'] as const) : approved ? (['reject'] as const) : (['approve', 'reject'] as const)), 'discard-change'];
    case 'Approved':
    case 'Scheduled':
      return ['apply', 'schedule', ...(author ? (['cancel'] as const) : (['reject'] as const))];
    default:
      return [];
  }
}

/** Why an action the workflow has is not offered, when it is worth saying (four eyes). */
export function withheldReason(request: ChangeRequest, session: Session): string | null {
  const me = session.user.id;
  if (request.state !== 'In review') return null;
  if (request.createdBy.id === me) return 'You wrote this request: someone else must approve it.';
  if ((request.approvals ?? []).some((a) => a.createdBy.id === me)) return 'You have approved it; it waits for more approvals.';
  return null;
}
