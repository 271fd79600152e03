import { deciderSpec } from '@pennant/core/testing';
import type { Actor } from '@pennant/events';
import { InvalidOperationError } from '@pennant/kernel';
import { changeRequestDecider, IllegalTransitionError, type ChangeRequestCommand, type ChangeRequestState } from './change-request.decider';
import { changeRequestConfigDecider } from './change-request-config.decider';

const sut = deciderSpec(changeRequestDecider);

const alice: Actor = { id: 1, name: 'alice', kind: 'user' };
const bob: Actor = { id: 2, name: 'bob', kind: 'user' };
const carol: Actor = { id: 3, name: 'carol', kind: 'user' };

const create = (minApprovals = 1): ChangeRequestCommand => ({
  kind: 'create',
  id: 7,
  project: 'default',
  environment: 'production',
  title: 't',
  minApprovals,
  actor: alice,
});
const toggle: ChangeRequestCommand = {
  kind: 'add-change',
  feature: 'checkout',
  segmentId: null,
  action: 'updateEnabled',
  payload: { enabled: true },
  actor: alice,
};
const state = (s: ChangeRequestState, actor: Actor): ChangeRequestCommand => ({
  kind: 'set-state',
  state: s,
  comment: null,
  scheduledAt: null,
  actor,
});
const types = (events: readonly { type: string }[]) => events.map((e) => e.type);

describe('change request decider', () => {
  it('walks Draft → In review → Approved → Applied with the events of the catalog', () => {
    const events = sut.givenCommands([
      create(),
      toggle,
      state('In review', alice),
      state('Approved', bob),
      { kind: 'applied', actor: bob, scheduled: false },
    ]).history;
    expect(events.map((e) => e.type)).toEqual([
      'change-request-created',
      'change-added',
      'change-request-sent-to-review',
      'change-request-approval-added',
      'change-request-approved',
      'change-request-applied',
    ]);
    expect(events[1].data).toMatchObject({
      project: 'default',
      environment: 'production',
      featureName: 'checkout',
      data: { changeRequestId: 7, changeId: 1, action: 'updateEnabled' },
    });
  });

  it('needs the configured number of distinct approvers, never the author', () => {
    const base = [create(2), toggle, state('In review', alice)];
    sut.givenCommands(base).when(state('Approved', alice)).thenThrows(InvalidOperationError);
    expect(types(sut.givenCommands(base).when(state('Approved', bob)).events())).toEqual(['change-request-approval-added']);
    sut
      .givenCommands([...base, state('Approved', bob)])
      .when(state('Approved', bob))
      .thenThrows(/already approved/);
    expect(
      types(
        sut
          .givenCommands([...base, state('Approved', bob)])
          .when(state('Approved', carol))
          .events(),
      ),
    ).toEqual(['change-request-approval-added', 'change-request-approved']);
  });

  it('edits the change of the same toggle or strategy, but adds every new strategy as a change of its own', () => {
    const add = (title: string): ChangeRequestCommand => ({
      kind: 'add-change',
      feature: 'checkout',
      segmentId: null,
      action: 'addStrategy',
      payload: { name: 'default', title },
      actor: alice,
    });
    const update = (rollout: string): ChangeRequestCommand => ({
      kind: 'add-change',
      feature: 'checkout',
      segmentId: null,
      action: 'updateStrategy',
      payload: { id: 's1', name: 'flexibleRollout', parameters: { rollout } },
      actor: alice,
    });
    expect(
      types(
        sut
          .givenCommands([create(), toggle])
          .when({ ...toggle, payload: { enabled: false } } as ChangeRequestCommand)
          .events(),
      ),
    ).toEqual(['change-edited']);
    expect(
      types(
        sut
          .givenCommands([create(), update('10')])
          .when(update('20'))
          .events(),
      ),
    ).toEqual(['change-edited']);
    const second = sut
      .givenCommands([create(), add('first')])
      .when(add('second'))
      .events();
    expect(second).toMatchObject([{ type: 'change-added', data: { data: { changeId: 2 } } }]);
  });

  it('editing a request in review revokes approvals', () => {
    const base = [create(2), toggle, state('In review', alice), state('Approved', bob)];
    const edited = sut
      .givenCommands([...base, { ...toggle, payload: { enabled: false } } as ChangeRequestCommand])
      .when(state('Approved', carol));
    expect(types(edited.events())).toEqual(['change-request-approval-added']);
  });

  it('refuses to apply before approval, to review an empty draft, and any change after closing', () => {
    sut.givenCommands([create(), toggle]).when({ kind: 'applied', actor: bob, scheduled: false }).thenThrows(IllegalTransitionError);
    sut
      .givenCommands([create()])
      .when(state('In review', alice))
      .thenThrows(/without changes/);
    sut
      .givenCommands([create(), toggle, state('Cancelled', alice)])
      .when(state('In review', alice))
      .thenThrows(/Cancelled/);
    sut
      .givenCommands([create(), toggle, state('Cancelled', alice)])
      .when(state('Cancelled', alice))
      .thenNothing();
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
  ] as [string, ChangeRequestCommand[], ChangeRequestState][])(
    'refuses the illegal transition %s with a 409-class error',
    (_name, history, target) => {
      const error = sut
        .givenCommands(history)
        .when({ kind: 'set-state', state: target, comment: null, scheduledAt: '2030-01-01T00:00:00.000Z', actor: carol })
        .thenThrows(IllegalTransitionError);
      expect(error.status).toBe(409);
    },
  );

  it('refuses changes to a request that is no longer editable', () => {
    const approvedHistory = [create(), toggle, state('In review', alice), state('Approved', bob)];
    sut.givenCommands(approvedHistory).when(toggle).thenThrows(IllegalTransitionError);
    sut.givenCommands(approvedHistory).when({ kind: 'discard-change', changeId: 1, actor: alice }).thenThrows(IllegalTransitionError);
  });

  it('discarding the last change discards the request', () => {
    const last = sut.givenCommands([create(), toggle]).when({ kind: 'discard-change', changeId: 1, actor: alice }).events();
    expect(types(last)).toEqual(['change-discarded', 'change-request-discarded']);
  });

  it('schedules an approved request and records the scheduled application', () => {
    const given = sut.givenCommands([
      create(),
      toggle,
      state('In review', alice),
      state('Approved', bob),
      { kind: 'set-state', state: 'Scheduled', comment: null, scheduledAt: '2030-01-01T00:00:00.000Z', actor: bob },
    ]);
    expect(types(given.history)).toContain('change-request-scheduled');
    expect(types(given.when({ kind: 'applied', actor: bob, scheduled: true }).events())).toEqual([
      'change-request-scheduled-application-success',
      'change-request-applied',
    ]);
  });

  it('suspends a schedule (only of a scheduled request), and scheduling again resumes it', () => {
    const scheduled: ChangeRequestCommand[] = [
      create(),
      toggle,
      state('In review', alice),
      state('Approved', bob),
      { kind: 'set-state', state: 'Scheduled', comment: null, scheduledAt: '2030-01-01T00:00:00.000Z', actor: bob },
    ];
    sut
      .givenCommands(scheduled)
      .when({ kind: 'suspend-schedule', reason: 'bob was deleted' })
      .then([
        {
          type: 'change-request-schedule-suspended',
          data: { project: 'default', environment: 'production', data: { changeRequestId: 7, reason: 'bob was deleted' } },
        },
      ]);
    const again = sut
      .givenCommands([...scheduled, { kind: 'suspend-schedule', reason: 'gone' }])
      .when({ kind: 'set-state', state: 'Scheduled', comment: null, scheduledAt: '2030-02-01T00:00:00.000Z', actor: carol });
    expect(types(again.events())).toEqual(['change-request-scheduled']);
    // A new time is a change; the same time of a pending schedule is not.
    const at = (scheduledAt: string): ChangeRequestCommand => ({
      kind: 'set-state',
      state: 'Scheduled',
      comment: null,
      scheduledAt,
      actor: bob,
    });
    expect(types(sut.givenCommands(scheduled).when(at('2030-03-01T00:00:00Z')).events())).toEqual(['change-request-scheduled']);
    sut.givenCommands(scheduled).when(at('2030-01-01T00:00:00Z')).thenNothing();
    expect(
      types(
        sut
          .givenCommands([...scheduled, { kind: 'application-failed', reason: 'boom' }])
          .when(at('2030-01-01T00:00:00Z'))
          .events(),
      ),
    ).toEqual(['change-request-scheduled']);
    sut
      .givenCommands([create(), toggle, state('In review', alice), state('Approved', bob)])
      .when({ kind: 'suspend-schedule', reason: 'x' })
      .thenThrows(IllegalTransitionError);
  });

  it('a comment goes with the transition it explains', () => {
    const commented = (s: ChangeRequestState, actor: Actor, comment: string): ChangeRequestCommand => ({
      kind: 'set-state',
      state: s,
      comment,
      scheduledAt: s === 'Scheduled' ? '2030-01-01T00:00:00.000Z' : null,
      actor,
    });
    const events = sut.givenCommands([
      create(2),
      toggle,
      commented('In review', alice, 'please'),
      commented('Approved', bob, 'lgtm'),
      commented('Approved', carol, 'ok'),
      commented('Scheduled', bob, 'at night'),
    ]).history;
    expect(
      events
        .filter((e) => (e.data.data as { comment?: string }).comment)
        .map((e) => [e.type, String((e.data.data as { comment?: string }).comment)]),
    ).toEqual([
      ['change-request-sent-to-review', 'please'],
      ['change-request-approval-added', 'lgtm'],
      ['change-request-approval-added', 'ok'],
      ['change-request-scheduled', 'at night'],
    ]);
    expect(
      sut
        .givenCommands([create(), toggle])
        .when(commented('Cancelled', alice, 'not needed'))
        .events()[0],
    ).toMatchObject({ type: 'change-request-cancelled', data: { data: { comment: 'not needed' } } });
  });
});

describe('change request configuration decider', () => {
  const config = deciderSpec(changeRequestConfigDecider);
  const cmd = { project: 'default', environment: 'production', enabled: true, requiredApprovals: 2 };
  it('records a change and nothing for a no-op', () => {
    config
      .given([])
      .when(cmd)
      .then([
        {
          type: 'change-request-configuration-updated',
          data: {
            project: 'default',
            environment: 'production',
            data: { enabled: true, requiredApprovals: 2 },
            preData: { enabled: false, requiredApprovals: 1 },
          },
        },
      ]);
    config.givenCommands([cmd]).when(cmd).thenNothing();
  });
  it('validates the number of approvals', () => {
    config
      .given([])
      .when({ ...cmd, requiredApprovals: 0 })
      .thenThrows(/from 1 to 10/);
  });
});
