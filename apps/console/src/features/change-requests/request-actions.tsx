import { useState } from 'react';
import { bodyProblems } from '../../api/check-body';
import { useRecordedWrite } from '../../api/use-recorded-write';
import type { Session } from '../../lib/session';
import { ConfirmButton } from '../../components/confirm-button';
import { ErrorMessage } from '../../components/error-message';
import { allowedActions, withheldReason } from './allowed-actions';
import { changeRequestState, REQUESTS_KEY, type Transition } from '../../api/change-requests-api';
import type { ChangeRequest } from '../../lib/change-request-model';
import { fromLocalInput, scheduleProblem, timeZoneLabel, toLocalInput } from './schedule';

const DONE: Record<Transition['state'], string> = {
  'In review': 'sent to review',
  Approved: 'approved',
  Rejected: 'rejected',
  Cancelled: 'cancelled',
  Scheduled: 'scheduled',
  Applied: 'applied',
};

/** The actions the caller may take on the request now, with an optional comment recorded with the action. */
export function RequestActions({ request, session }: { request: ChangeRequest; session: Session }) {
  const actions = allowedActions(request, session);
  const [comment, setComment] = useState('');
  const [when, setWhen] = useState(() => toLocalInput(new Date(Date.now() + 3600_000)));
  const [problem, setProblem] = useState<string | null>(null);
  const move = useRecordedWrite((t: Transition) => changeRequestState(request.project, request.id, t), {
    what: (t) => `Change request #${request.id} ${DONE[t.state]}${t.state === 'Applied' ? ` to ${request.environment}` : ''}`,
    invalidates: [REQUESTS_KEY],
    then: () => setComment(''),
  });
  const go = (state: Transition['state']) => {
    const body: Transition = {
      state,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
      ...(state === 'Scheduled' ? { scheduledAt: fromLocalInput(when) ?? '' } : {}),
    };
    const problems =
      state === 'Scheduled' && scheduleProblem(when)
        ? [{ message: scheduleProblem(when) as string }]
        : bodyProblems('put', '/api/admin/projects/{projectId}/change-requests/{id}/state', body);
    setProblem(problems[0]?.message ?? null);
    return problems.length === 0 ? move.mutateAsync(body) : Promise.reject(new Error(problems[0].message));
  };
  const reason = withheldReason(request, session);
  const moving = actions.filter((a) => a !== 'discard-change');
  if (moving.length === 0) {
    return (
      <section className="card" aria-labelledby="actions-title">
        <h2 id="actions-title">Your part</h2>
        <p className="muted">
          {reason ??
            (['Applied', 'Rejected', 'Cancelled'].includes(request.state)
              ? `This request is ${request.state.toLowerCase()}; nothing more can happen to it.`
              : 'You cannot move this request (approving and applying needs the change-request approval permission in this environment).')}
        </p>
      </section>
    );
  }
  const name = `request #${request.id}`;
  return (
    <section className="card" aria-labelledby="actions-title">
      <h2 id="actions-title">Your part</h2>
      {reason && <p className="hint">{reason}</p>}
      <label className="field">
        <span>Comment (optional, recorded with the action you take)</span>
        <textarea rows={2} value={comment} onChange={(e) => setComment(e.target.value)} maxLength={2000} />
      </label>
      <div className="actions actions--start">
        {actions.includes('send-to-review') && (
          <button
            type="button"
            className="button button--primary"
            disabled={move.isPending}
            onClick={() => void go('In review').catch(() => undefined)}
          >
            Send to review
          </button>
        )}
        {actions.includes('approve') && (
          <button
            type="button"
            className="button button--primary"
            disabled={move.isPending}
            onClick={() => void go('Approved').catch(() => undefined)}
          >
            Approve
          </button>
        )}
        {actions.includes('apply') && (
          <ConfirmButton
            label="Apply now"
            title={`Apply ${name} to ${request.environment}?`}
            confirmLabel="Apply changes"
            onConfirm={() => go('Applied')}
            pending={move.isPending}
            error={move.error}
            danger={false}
          >
            <p>
              Every change of <strong>{name}</strong> lands in <strong>{request.environment}</strong> at once, as if you made it yourself;
              if one of them conflicts, none does.
            </p>
          </ConfirmButton>
        )}
        {actions.includes('reject') && (
          <ConfirmButton
            label="Reject"
            title={`Reject ${name}?`}
            confirmLabel="Reject request"
            onConfirm={() => go('Rejected')}
            pending={move.isPending}
            error={move.error}
          >
            <p>
              <strong>{name}</strong> is closed without applying any of its changes. Say why in the comment.
            </p>
          </ConfirmButton>
        )}
        {actions.includes('cancel') && (
          <ConfirmButton
            label={request.state === 'Draft' ? 'Discard draft' : 'Cancel request'}
            title={`Cancel ${name}?`}
            confirmLabel="Cancel request"
            onConfirm={() => go('Cancelled')}
            pending={move.isPending}
            error={move.error}
          >
            <p>
              <strong>{name}</strong> is closed; none of its changes is applied.
            </p>
          </ConfirmButton>
        )}
      </div>
      {actions.includes('schedule') && (
        <fieldset className="fieldset">
          <legend>{request.state === 'Scheduled' ? 'Reschedule' : 'Schedule'}</legend>
          <div className="inline-form">
            <label className="field field--inline">
              <span>Apply at</span>
              <input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} aria-describedby="schedule-zone" />
            </label>
            <button type="button" className="button" disabled={move.isPending} onClick={() => void go('Scheduled').catch(() => undefined)}>
              {request.state === 'Scheduled' ? 'Reschedule' : 'Schedule'}
            </button>
          </div>
          <p id="schedule-zone" className="hint">
            Time zone: {timeZoneLabel(fromLocalInput(when) ? new Date(fromLocalInput(when) as string) : new Date())}. The service applies it
            then, as you.
          </p>
        </fieldset>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      {move.isError && !problem && <ErrorMessage error={move.error} />}
    </section>
  );
}
