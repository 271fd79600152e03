import { deciderSpec } from '@pennant/core/testing';
import type { Actor } from '@pennant/events';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { changeRequestDecider, type ChangeRequestCommand, type ChangeRequestState } from '../domain/change-request.decider';
import { changeRequestConfigDecider } from '../domain/change-request-config.decider';
import { ChangeRequestsProjection } from './change-requests.projection';

const alice: Actor = { id: 1, name: 'alice', kind: 'user' };
const bob: Actor = { id: 2, name: 'bob', kind: 'user' };
const carol: Actor = { id: 3, name: 'carol', kind: 'user' };
const system: Actor = { id: -1337, name: 'system', kind: 'system' };

const create: ChangeRequestCommand = {
  kind: 'create',
  id: 7,
  project: 'default',
  environment: 'production',
  title: 'Turn on checkout',
  minApprovals: 2,
  actor: alice,
};
const toggle = (enabled: boolean): ChangeRequestCommand => ({
  kind: 'add-change',
  feature: 'checkout',
  segmentId: null,
  action: 'updateEnabled',
  payload: { enabled },
  actor: alice,
});
const state = (
  s: ChangeRequestState,
  actor: Actor,
  comment: string | null = null,
  scheduledAt: string | null = null,
): ChangeRequestCommand => ({ kind: 'set-state', state: s, comment, scheduledAt, actor });

describe('change-requests projection (requests, changes, reviews, configuration)', () => {
  let h: ProjectionHarness;
  const sut = new ChangeRequestsProjection();
  const spec = deciderSpec(changeRequestDecider);

  /**
   * Decides `next` one command after the other over the history `before` already recorded (the
   * real decider makes the events) and appends each command's events as its actor.
   */
  async function record(next: ChangeRequestCommand[], before: ChangeRequestCommand[] = []): Promise<ChangeRequestCommand[]> {
    const history = [...before];
    for (const command of next) {
      await h.append(spec.givenCommands(history).when(command).events(), {
        actor: 'actor' in command ? command.actor : system,
        streamId: 'change-request-7',
      });
      history.push(command);
    }
    return history;
  }
  const request = async () =>
    (
      await h.rows(
        'SELECT id::int, project, environment, title, state, min_approvals, author_key, created_by_name, scheduled_at, schedule_status, schedule_reason FROM rm_change_requests',
      )
    )[0];
  const reviews = () =>
    h.rows('SELECT kind, reviewer_name, comment FROM rm_change_request_reviews ORDER BY created_at, kind, reviewer_name');

  beforeEach(async () => {
    h = await createProjectionHarness();
  });
  afterEach(() => h.close());

  it('follows a request from draft to scheduled: its state, changes and reviews', async () => {
    const reviewed = await record([create, toggle(true), state('In review', alice, 'please'), state('Approved', bob, 'lgtm')]);
    await h.project(sut);
    expect(await request()).toMatchObject({
      id: 7,
      project: 'default',
      environment: 'production',
      title: 'Turn on checkout',
      state: 'In review',
      min_approvals: 2,
      created_by_name: 'alice',
    });
    expect(await h.rows('SELECT change_id, feature, action, payload FROM rm_change_request_changes')).toEqual([
      { change_id: 1, feature: 'checkout', action: 'updateEnabled', payload: { enabled: true } },
    ]);
    expect(await reviews()).toEqual([
      { kind: 'comment', reviewer_name: 'alice', comment: 'please' },
      { kind: 'approval', reviewer_name: 'bob', comment: 'lgtm' },
    ]);

    // Editing the change revokes the approval; two fresh approvals approve; then a schedule.
    await record(
      [toggle(false), state('Approved', bob), state('Approved', carol), state('Scheduled', carol, 'tonight', '2030-01-01T22:00:00.000Z')],
      reviewed,
    );
    await h.project(sut);
    expect(await h.rows('SELECT payload FROM rm_change_request_changes')).toEqual([{ payload: { enabled: false } }]);
    expect((await reviews()).filter((r) => r.kind === 'approval').map((r) => r.reviewer_name)).toEqual(['bob', 'carol']);
    expect(await request()).toMatchObject({
      state: 'Scheduled',
      scheduled_at: new Date('2030-01-01T22:00:00.000Z'),
      schedule_status: 'pending',
      schedule_reason: null,
    });
  });

  it('records a suspended schedule with its reason, then the applied request', async () => {
    const scheduled = await record([
      create,
      toggle(true),
      state('In review', alice),
      state('Approved', bob),
      state('Approved', carol),
      state('Scheduled', bob, null, '2030-01-01T00:00:00.000Z'),
    ]);
    const suspended = await record([{ kind: 'suspend-schedule', reason: 'bob was deleted' }], scheduled);
    await h.project(sut);
    expect(await request()).toMatchObject({ state: 'Scheduled', schedule_status: 'suspended', schedule_reason: 'bob was deleted' });
    await record(
      [state('Scheduled', carol, null, '2030-02-01T00:00:00.000Z'), { kind: 'applied', actor: system, scheduled: true }],
      suspended,
    );
    await h.project(sut);
    expect(await request()).toMatchObject({ state: 'Applied', scheduled_at: new Date('2030-02-01T00:00:00.000Z') });
  });

  it('keeps the configuration per project and environment', async () => {
    const config = deciderSpec(changeRequestConfigDecider);
    const on = { project: 'default', environment: 'production', enabled: true, requiredApprovals: 2 };
    await h.append(config.given([]).when(on).events());
    await h.append(
      config
        .givenCommands([on])
        .when({ ...on, requiredApprovals: 3 })
        .events(),
    );
    await h.project(sut);
    expect(await h.rows('SELECT project, environment, enabled, required_approvals FROM rm_change_request_config')).toEqual([
      { project: 'default', environment: 'production', enabled: true, required_approvals: 3 },
    ]);
  });
});
