import type { Decider } from '@pennant/core';
import { actorKey, assertNever, type Actor, type DomainEvent, type JsonObject } from '@pennant/events';
import { BadDataError, DomainError, InvalidOperationError, NotFoundError } from '@pennant/kernel';

/** A transition the workflow does not allow from the request's current state (409). */
export class IllegalTransitionError extends DomainError {
  readonly name = 'ConflictError';
  readonly status = 409;
}

export type ChangeRequestState = 'Draft' | 'In review' | 'Approved' | 'Applied' | 'Cancelled' | 'Rejected' | 'Scheduled';

export type ChangeRequestEvent = DomainEvent<
  | 'change-request-created'
  | 'change-added'
  | 'change-edited'
  | 'change-discarded'
  | 'change-request-discarded'
  | 'change-request-sent-to-review'
  | 'change-request-approval-added'
  | 'change-request-approved'
  | 'change-request-rejected'
  | 'change-request-cancelled'
  | 'change-request-applied'
  | 'change-request-scheduled'
  | 'change-request-schedule-suspended'
  | 'change-request-scheduled-application-success'
  | 'change-request-scheduled-application-failure'
>;

export interface Change {
  id: number;
  feature: string | null;
  segmentId: number | null;
  action: string;
  payload: JsonObject;
}

export interface ChangeRequest {
  exists: boolean;
  id: number;
  project: string;
  environment: string;
  title: string | null;
  state: ChangeRequestState;
  minApprovals: number;
  author: string | null;
  approvers: string[];
  changes: Change[];
  nextChangeId: number;
  /** The schedule of a Scheduled request (absent otherwise). */
  schedule?: { at: string; status: 'pending' | 'suspended' | 'failed' };
}

/** Identity used for four-eyes checks: kind, id and name of the actor. */

export type ChangeRequestCommand =
  | { kind: 'create'; id: number; project: string; environment: string; title: string | null; minApprovals: number; actor: Actor }
  | { kind: 'add-change'; feature: string | null; segmentId: number | null; action: string; payload: JsonObject; actor: Actor }
  | { kind: 'discard-change'; changeId: number; actor: Actor }
  | { kind: 'set-state'; state: ChangeRequestState; comment: string | null; scheduledAt: string | null; actor: Actor }
  | { kind: 'applied'; actor: Actor; scheduled: boolean }
  | { kind: 'application-failed'; reason: string }
  | { kind: 'suspend-schedule'; reason: string };

const EDITABLE: readonly ChangeRequestState[] = ['Draft', 'In review'];
const CLOSED: readonly ChangeRequestState[] = ['Applied', 'Cancelled', 'Rejected'];

function subject(cr: ChangeRequest, extra: JsonObject = {}) {
  return { project: cr.project, environment: cr.environment, data: { changeRequestId: cr.id, ...extra } };
}

function decideState(cr: ChangeRequest, command: Extract<ChangeRequestCommand, { kind: 'set-state' }>): ChangeRequestEvent[] {
  const { state, actor } = command;
  // Scheduling a scheduled request again is a change unless it names the same time of a pending schedule.
  const reschedule =
    state === 'Scheduled' &&
    cr.state === 'Scheduled' &&
    !(cr.schedule?.status === 'pending' && command.scheduledAt !== null && Date.parse(cr.schedule.at) === Date.parse(command.scheduledAt));
  // A comment goes with the transition it explains (the catalog has no event for a comment alone).
  const comment: JsonObject = command.comment ? { comment: command.comment } : {};
  if (state === cr.state && !reschedule) return [];
  if (CLOSED.includes(cr.state)) throw new IllegalTransitionError(`Change request ${cr.id} is ${cr.state} and cannot change any more.`);
  switch (state) {
    case 'In review':
      if (cr.state !== 'Draft')
        throw new IllegalTransitionError(`Only a draft can be sent to review (change request ${cr.id} is ${cr.state}).`);
      if (cr.changes.length === 0) throw new BadDataError('A change request without changes cannot be sent to review.');
      return [{ type: 'change-request-sent-to-review', data: subject(cr, comment) }];
    case 'Approved': {
      if (cr.state !== 'In review')
        throw new IllegalTransitionError(`Only a change request in review can be approved (change request ${cr.id} is ${cr.state}).`);
      const key = actorKey(actor);
      if (key === cr.author) throw new InvalidOperationError('The author of a change request cannot approve it.');
      if (cr.approvers.includes(key)) throw new InvalidOperationError('You have already approved this change request.');
      const events: ChangeRequestEvent[] = [
        {
          type: 'change-request-approval-added',
          data: subject(cr, { approver: actor.name, approverId: actor.id, approverKey: key, ...comment }),
        },
      ];
      if (cr.approvers.length + 1 >= cr.minApprovals) events.push({ type: 'change-request-approved', data: subject(cr) });
      return events;
    }
    case 'Rejected':
      if (cr.state === 'Draft') throw new IllegalTransitionError('A draft cannot be rejected; cancel it instead.');
      if (actorKey(actor) === cr.author)
        throw new InvalidOperationError('The author of a change request cannot reject it; cancel it instead.');
      return [{ type: 'change-request-rejected', data: subject(cr, comment) }];
    case 'Cancelled':
      return [{ type: 'change-request-cancelled', data: subject(cr, comment) }];
    case 'Scheduled':
      if (cr.state !== 'Approved' && cr.state !== 'Scheduled')
        throw new IllegalTransitionError(`Only an approved change request can be scheduled (change request ${cr.id} is ${cr.state}).`);
      if (!command.scheduledAt)
        throw new BadDataError('scheduledAt is required to schedule a change request.', [
          { path: 'body.scheduledAt', message: 'is required' },
        ]);
      return [{ type: 'change-request-scheduled', data: subject(cr, { scheduledAt: command.scheduledAt, ...comment }) }];
    case 'Applied':
      throw new IllegalTransitionError('Apply a change request with the apply operation.');
    case 'Draft':
      throw new IllegalTransitionError('A change request cannot go back to draft.');
    default:
      return assertNever(state);
  }
}

function decide(command: ChangeRequestCommand, cr: ChangeRequest): ChangeRequestEvent[] {
  if (command.kind === 'create') {
    if (cr.exists) throw new IllegalTransitionError(`Change request ${command.id} already exists.`);
    return [
      {
        type: 'change-request-created',
        data: {
          project: command.project,
          environment: command.environment,
          data: { changeRequestId: command.id, title: command.title, minApprovals: command.minApprovals, author: actorKey(command.actor) },
        },
      },
    ];
  }
  if (!cr.exists) throw new NotFoundError('Change request not found.');
  switch (command.kind) {
    case 'add-change': {
      if (!EDITABLE.includes(cr.state))
        throw new IllegalTransitionError(
          `Change request ${cr.id} is ${cr.state}; changes can only be added to a draft or a request in review.`,
        );
      // A new strategy has no id yet: each addStrategy is a change of its own (two strategies added in one request).
      const existing =
        command.action === 'addStrategy'
          ? undefined
          : cr.changes.find(
              (c) =>
                c.feature === command.feature &&
                c.segmentId === command.segmentId &&
                c.action === command.action &&
                sameTarget(c.payload, command.payload),
            );
      const change = {
        changeId: existing?.id ?? cr.nextChangeId,
        feature: command.feature,
        segmentId: command.segmentId,
        action: command.action,
        payload: command.payload,
      };
      const type = existing ? 'change-edited' : 'change-added';
      return [
        {
          type,
          data: {
            project: cr.project,
            environment: cr.environment,
            featureName: command.feature,
            data: { changeRequestId: cr.id, ...change },
          },
        },
      ];
    }
    case 'discard-change': {
      if (!EDITABLE.includes(cr.state))
        throw new IllegalTransitionError(`Change request ${cr.id} is ${cr.state}; its changes cannot be discarded.`);
      const change = cr.changes.find((c) => c.id === command.changeId);
      if (!change) throw new NotFoundError(`Change ${command.changeId} is not part of change request ${cr.id}.`);
      const events: ChangeRequestEvent[] = [
        {
          type: 'change-discarded',
          data: {
            project: cr.project,
            environment: cr.environment,
            featureName: change.feature,
            data: { changeRequestId: cr.id, changeId: change.id },
          },
        },
      ];
      if (cr.changes.length === 1) events.push({ type: 'change-request-discarded', data: subject(cr) });
      return events;
    }
    case 'set-state':
      return decideState(cr, command);
    case 'applied':
      if (cr.state !== 'Approved' && cr.state !== 'Scheduled')
        throw new IllegalTransitionError(`Only an approved change request can be applied (change request ${cr.id} is ${cr.state}).`);
      return command.scheduled
        ? [
            { type: 'change-request-scheduled-application-success', data: subject(cr) },
            { type: 'change-request-applied', data: subject(cr) },
          ]
        : [{ type: 'change-request-applied', data: subject(cr) }];
    case 'application-failed':
      return [{ type: 'change-request-scheduled-application-failure', data: subject(cr, { reason: command.reason }) }];
    case 'suspend-schedule':
      if (cr.state !== 'Scheduled')
        throw new IllegalTransitionError(
          `Only a scheduled change request can have its schedule suspended (change request ${cr.id} is ${cr.state}).`,
        );
      return [{ type: 'change-request-schedule-suspended', data: subject(cr, { reason: command.reason }) }];
    default:
      return assertNever(command);
  }
}

/** Edits of the same strategy (or the same toggle) replace the earlier change. */
function sameTarget(a: JsonObject, b: JsonObject): boolean {
  return (a.id ?? null) === (b.id ?? null);
}

function evolve(cr: ChangeRequest, event: ChangeRequestEvent): ChangeRequest {
  const d = event.data.data as JsonObject;
  switch (event.type) {
    case 'change-request-created':
      return {
        ...cr,
        exists: true,
        id: Number(d.changeRequestId),
        project: event.data.project,
        environment: event.data.environment,
        title: (d.title as string | null) ?? null,
        minApprovals: Number(d.minApprovals ?? 1),
        author: String(d.author),
        state: 'Draft',
      };
    case 'change-added':
      return {
        ...cr,
        nextChangeId: Math.max(cr.nextChangeId, Number(d.changeId) + 1),
        changes: [
          ...cr.changes,
          {
            id: Number(d.changeId),
            feature: (d.feature as string | null) ?? null,
            segmentId: (d.segmentId as number | null) ?? null,
            action: String(d.action),
            payload: d.payload as JsonObject,
          },
        ],
        approvers: [],
        state: cr.state === 'In review' ? 'In review' : cr.state,
      };
    case 'change-edited':
      return {
        ...cr,
        approvers: [],
        changes: cr.changes.map((c) => (c.id === Number(d.changeId) ? { ...c, payload: d.payload as JsonObject } : c)),
      };
    case 'change-discarded':
      return { ...cr, approvers: [], changes: cr.changes.filter((c) => c.id !== Number(d.changeId)) };
    case 'change-request-discarded':
    case 'change-request-cancelled':
      return { ...cr, state: 'Cancelled' };
    case 'change-request-sent-to-review':
      return { ...cr, state: 'In review' };
    case 'change-request-approval-added':
      return { ...cr, approvers: [...cr.approvers, String(d.approverKey)] };
    case 'change-request-approved':
      return { ...cr, state: 'Approved' };
    case 'change-request-rejected':
      return { ...cr, state: 'Rejected' };
    case 'change-request-applied':
      return { ...cr, state: 'Applied' };
    case 'change-request-scheduled':
      return { ...cr, state: 'Scheduled', schedule: { at: String(d.scheduledAt), status: 'pending' } };
    case 'change-request-schedule-suspended':
      return cr.schedule ? { ...cr, schedule: { ...cr.schedule, status: 'suspended' } } : cr;
    case 'change-request-scheduled-application-failure':
      return cr.schedule ? { ...cr, schedule: { ...cr.schedule, status: 'failed' } } : cr;
    case 'change-request-scheduled-application-success':
      return cr;
    default:
      return assertNever(event);
  }
}

export const changeRequestDecider: Decider<ChangeRequestCommand, ChangeRequest, ChangeRequestEvent> = {
  initialState: {
    exists: false,
    id: 0,
    project: '',
    environment: '',
    title: null,
    state: 'Draft',
    minApprovals: 1,
    author: null,
    approvers: [],
    changes: [],
    nextChangeId: 1,
  },
  evolve,
  decide,
};

export const changeRequestStreamId = (id: number): string => `change-request-${id}`;
