import type { Actor } from '@pennant/events';
import { InvalidOperationError } from '@pennant/platform';
import { changeRequestDecider as sut, IllegalTransitionError, type ChangeRequestCommand, type ChangeRequestEvent, type ChangeRequestState } from './change-request.decider';
import { changeRequestConfigDecider } from './change-request-config.decider';

const alice: Actor = { id: 1, name: 'alice', kind: 'user' };
const bob: Actor = { id: 2, name: 'bob', kind: 'user' };
const carol: Actor = { id: 3, name: 'carol', kind: 'user' };

function run(commands: ChangeRequestCommand[]): { events: ChangeRequestEvent[]; last: ChangeRequestEvent[] } {
  let state = sut.initialState;
  const events: ChangeRequestEvent[] = [];
  let last: ChangeRequestEvent[] = [];
  for (const command of commands) {
    last = sut.decide(command, state);
    events.push(...last);
    state = last.reduce(sut.evolve, state);
  }
  return { events, last };
}

const create = (minApprovals = 1): ChangeRequestCommand => ({ kind: 'create', id: 7, project: 'default', environment: 'production', title: 't', minApprovals, actor: alice });
const toggle: ChangeRequestCommand = { kind: 'add-change', feature: 'checkout', segmentId: null, action: 'updateEnabled', payload: { enabled: true }, actor: alice };
const state = (s: ChangeRequestState, actor: Actor): ChangeRequestCommand => ({ kind: 'set-state', state: s, comment: null, scheduledAt: null, actor });

describe('change request decider', () => {
  it('walks Draft → In review → Approved → Applied with the events of the catalog', () => {
    const { events } = run([create(), toggle, state('In review', alice), state('Approved', bob), { kind: 'applied', actor: bob, scheduled: false }]);
    expect(events.map((e) => e.type)).toEqual([
      'change-request-created',
      'change-added',
      'change-request-sent-to-review',
      'change-request-approval-added',
      'change-request-approved',
      'change-request-applied',
    ]);
    expect(events[1].data).toMatchObject({ project: 'default', environment: 'production', featureName: 'checkout', data: { changeRequestId: 7, changeId: 1, action: 'updateEnabled' } });
  });

  it('needs the configured number of distinct approvers, never the author', () => {
    const base = [create(2), toggle, state('In review', alice)];
    expect(() => run([...base, state('Approved', alice)])).toThrow(InvalidOperationError);
    expect(run([...base, state('Approved', bob)]).last.map((e) => e.type)).toEqual(['change-request-approval-added']);
    expect(() => run([...base, state('Approved', bob), state('Approved', bob)])).toThrow(/already approved/);
    expect(run([...base, state('Approved', bob), state('Approved', carol)]).last.map((e) => e.type)).toEqual(['change-request-approval-added', 'change-request-approved']);
  });

  it('editing a request in review revokes approvals', () => {
    const base = [create(2), toggle, state('In review', alice), state('Approved', bob)];
    const edited = run([...base, { ...toggle, payload: { enabled: false } } as ChangeRequestCommand, state('Approved', carol)]);
    expect(edited.last.map((e) => e.type)).toEqual(['change-request-approval-added']);
  });

  it('refuses to apply before approval, to review an empty draft, and any change after closing', () => {
    expect(() => run([create(), toggle, { kind: 'applied', actor: bob, scheduled: false }])).toThrow(IllegalTransitionError);
    expect(() => run([create(), state('In review', alice)])).toThrow(/without changes/);
    expect(() => run([create(), toggle, state('Cancelled', alice), state('In review', alice)])).toThrow(/Cancelled/);
    expect(run([create(), toggle, state('Cancelled', alice), state('Cancelled', alice)]).last).toEqual([]);
  });

  it.each([
    ['Draft → Approved', [create(), toggle], 'Approved'],
    ['Draft → Rejected', [create(), toggle], 'Rejected'],
    ['Draft → Scheduled', [create(), toggle], 'Scheduled'],
    ['In review → In review via Draft', [create(), toggle, state('In review', alice)], 'Draft'],
    ['In review → Scheduled', [create(), toggle, state('In review', alice)], 'Scheduled'],
    ['Approved → Applied without the apply operation', [create(), toggle, state('In review', alice), state('Approved', bob)], 'Applied'],
    ['Cancelled → In review', [create(), toggle, state('Cancelled', alice)], 'In review'],
    ['Rejected → Approved', [create(), toggle, state('In review', alice), state('Rejected', bob)], 'Approved'],
  ] as [string, ChangeRequestCommand[], ChangeRequestState][])('refuses the illegal transition %s with a 409-class error', (_name, history, target) => {
    const attempt = () => run([...history, { kind: 'set-state', state: target, comment: null, scheduledAt: '2030-01-01T00:00:00.000Z', actor: carol }]);
    expect(attempt).toThrow(IllegalTransitionError);
    try {
      attempt();
    } catch (error) {
      expect((error as IllegalTransitionError).status).toBe(409);
    }
  });

  it('refuses changes to a request that is no longer editable', () => {
    const approvedHistory = [create(), toggle, state('In review', alice), state('Approved', bob)];
    expect(() => run([...approvedHistory, toggle])).toThrow(IllegalTransitionError);
    expect(() => run([...approvedHistory, { kind: 'discard-change', changeId: 1, actor: alice }])).toThrow(IllegalTransitionError);
  });

  it('discarding the last change discards the request', () => {
    const { last } = run([create(), toggle, { kind: 'discard-change', changeId: 1, actor: alice }]);
    expect(last.map((e) => e.type)).toEqual(['change-discarded', 'change-request-discarded']);
  });

  it('schedules an approved request and records the scheduled application', () => {
    const { last, events } = run([
      create(),
      toggle,
      state('In review', alice),
      state('Approved', bob),
      { kind: 'set-state', state: 'Scheduled', comment: null, scheduledAt: '2030-01-01T00:00:00.000Z', actor: bob },
      { kind: 'applied', actor: bob, scheduled: true },
    ]);
    expect(events.map((e) => e.type)).toContain('change-request-scheduled');
    expect(last.map((e) => e.type)).toEqual(['change-request-scheduled-application-success', 'change-request-applied']);
  });

  it('suspends a schedule (only of a scheduled request), and scheduling again resumes it', () => {
    const scheduled: ChangeRequestCommand[] = [create(), toggle, state('In review', alice), state('Approved', bob), { kind: 'set-state', state: 'Scheduled', comment: null, scheduledAt: '2030-01-01T00:00:00.000Z', actor: bob }];
    const { last } = run([...scheduled, { kind: 'suspend-schedule', reason: 'bob was deleted' }]);
    expect(last).toEqual([{ type: 'change-request-schedule-suspended', data: { project: 'default', environment: 'production', data: { changeRequestId: 7, reason: 'bob was deleted' } } }]);
    const again = run([...scheduled, { kind: 'suspend-schedule', reason: 'gone' }, { kind: 'set-state', state: 'Scheduled', comment: null, scheduledAt: '2030-02-01T00:00:00.000Z', actor: carol }]);
    expect(again.last.map((e) => e.type)).toEqual(['change-request-scheduled']);
    // A new time is a change; the same time of a pending schedule is not.
    const at = (scheduledAt: string): ChangeRequestCommand => ({ kind: 'set-state', state: 'Scheduled', comment: null, scheduledAt, actor: bob });
    expect(run([...scheduled, at('2030-03-01T00:00:00Z')]).last.map((e) => e.type)).toEqual(['change-request-scheduled']);
    expect(run([...scheduled, at('2030-01-01T00:00:00Z')]).last).toEqual([]);
    expect(run([...scheduled, { kind: 'application-failed', reason: 'boom' }, at('2030-01-01T00:00:00Z')]).last.map((e) => e.type)).toEqual(['change-request-scheduled']);
    expect(() => run([create(), toggle, state('In review', alice), state('Approved', bob), { kind: 'suspend-schedule', reason: 'x' }])).toThrow(IllegalTransitionError);
  });

  it('a comment goes with the transition it explains', () => {
    const commented = (s: ChangeRequestState, actor: Actor, comment: string): ChangeRequestCommand => ({ kind: 'set-state', state: s, comment, scheduledAt: s === 'Scheduled' ? '2030-01-01T00:00:00.000Z' : null, actor });
    const { events } = run([create(2), toggle, commented('In review', alice, 'please'), commented('Approved', bob, 'lgtm'), commented('Approved', carol, 'ok'), commented('Scheduled', bob, 'at night')]);
    expect(events.filter((e) => (e.data.data as { comment?: string }).comment).map((e) => [e.type, String((e.data.data as { comment?: string }).comment)])).toEqual([
      ['change-request-sent-to-review', 'please'],
      ['change-request-approval-added', 'lgtm'],
      ['change-request-approval-added', 'ok'],
      ['change-request-scheduled', 'at night'],
    ]);
    expect(run([create(), toggle, commented('Cancelled', alice, 'not needed')]).last[0]).toMatchObject({ type: 'change-request-cancelled', data: { data: { comment: 'not needed' } } });
  });
});

describe('change request configuration decider', () => {
  const cmd = { project: 'default', environment: 'production', enabled: true, requiredApprovals: 2 };
  it('records a change and nothing for a no-op', () => {
    const events = changeRequestConfigDecider.decide(cmd, changeRequestConfigDecider.initialState);
    expect(events).toEqual([{ type: 'change-request-configuration-updated', data: { project: 'default', environment: 'production', data: { enabled: true, requiredApprovals: 2 }, preData: { enabled: false, requiredApprovals: 1 } } }]);
    const state = events.reduce(changeRequestConfigDecider.evolve, changeRequestConfigDecider.initialState);
    expect(changeRequestConfigDecider.decide(cmd, state)).toEqual([]);
  });
  it('validates the number of approvals', () => {
    expect(() => changeRequestConfigDecider.decide({ ...cmd, requiredApprovals: 0 }, changeRequestConfigDecider.initialState)).toThrow(/from 1 to 10/);
  });
});
