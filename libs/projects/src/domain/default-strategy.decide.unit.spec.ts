import { deciderSpec } from '@pennant/core/testing';
import type { ProjectData, ProjectDefaultStrategy } from '@pennant/events';
import { BadDataError, ExceedsLimitError, NotFoundError } from '@pennant/kernel';
import type { SetDefaultStrategy } from './default-strategy.decide';
import { projectDecider, type ProjectEvent } from './project.decider';

const sut = deciderSpec(projectDecider('web'));
const data: ProjectData = { id: 'web', name: 'Web', description: null, mode: 'open', defaultStickiness: 'default' };
const created: ProjectEvent[] = [
  { type: 'project-created', data: { project: 'web', data } },
  { type: 'project-environment-added', data: { project: 'web', environment: 'development' } },
];
const facts = { segmentIds: [7], legalValues: {} };
const set = (strategy: SetDefaultStrategy['strategy'], environment = 'development'): SetDefaultStrategy => ({
  kind: 'set-default-strategy',
  environment,
  strategy,
  facts,
});
const quarter: ProjectDefaultStrategy = {
  name: 'flexibleRollout',
  title: null,
  disabled: false,
  constraints: [{ contextName: 'userId', operator: 'IN', values: ['a', 'b'], caseInsensitive: false, inverted: false }],
  parameters: { rollout: '25', stickiness: 'default', groupId: '' },
  variants: [],
  sortOrder: 0,
  segments: [7],
};
const updated = (next: ProjectDefaultStrategy, preData: ProjectDefaultStrategy | null): ProjectEvent => ({
  type: 'default-strategy-updated',
  data: { project: 'web', environment: 'development', data: next, preData },
});

describe('project decider: an environment default strategy', () => {
  it('records the normalized default with what it replaced; an empty groupId stays empty for the flag name', () => {
    const input = {
      name: 'flexibleRollout',
      constraints: [{ contextName: 'userId', operator: 'IN' as const, values: ['a', 'b'] }],
      parameters: { rollout: '25' },
      segments: [7],
    };
    sut
      .given(created)
      .when(set(input))
      .then([updated(quarter, null)]);
    const half = { ...quarter, parameters: { ...quarter.parameters, rollout: '50' } };
    sut
      .given([...created, updated(quarter, null)])
      .when(set({ ...input, parameters: { rollout: '50' } }))
      .then([updated(half, quarter)]);
  });

  it('records nothing when the default does not change', () => {
    sut
      .given([...created, updated(quarter, null)])
      .when(set({ name: 'flexibleRollout', constraints: quarter.constraints, parameters: { rollout: '25' }, segments: [7] }))
      .thenNothing();
  });

  it('refuses any strategy type but flexibleRollout (400)', () => {
    sut
      .given(created)
      .when(set({ name: 'default' }))
      .thenThrows(BadDataError);
    sut
      .given(created)
      .when(set({ name: 'userWithId', parameters: { userIds: 'a' } }))
      .thenThrows(BadDataError);
  });

  it("refuses an environment that is not the project's (404), a removed one too", () => {
    sut
      .given(created)
      .when(set({ name: 'flexibleRollout' }, 'production'))
      .thenThrows(NotFoundError);
    const removed: ProjectEvent = { type: 'project-environment-removed', data: { project: 'web', environment: 'development' } };
    sut
      .given([...created, { type: 'project-environment-added', data: { project: 'web', environment: 'production' } }, removed])
      .when(set({ name: 'flexibleRollout' }))
      .thenThrows(NotFoundError);
  });

  it('refuses unknown segments (404) and more than 5 (400), as for a flag strategy', () => {
    sut
      .given(created)
      .when(set({ name: 'flexibleRollout', segments: [8] }))
      .thenThrows(NotFoundError);
    sut
      .given(created)
      .when(set({ name: 'flexibleRollout', segments: [1, 2, 3, 4, 5, 6] }))
      .thenThrows(ExceedsLimitError);
  });

  it('forgets the default of a removed environment: added again, it starts from the built-in (preData null)', () => {
    const events: ProjectEvent[] = [
      ...created,
      { type: 'project-environment-added', data: { project: 'web', environment: 'production' } },
      updated(quarter, null),
      { type: 'project-environment-removed', data: { project: 'web', environment: 'development' } },
      { type: 'project-environment-added', data: { project: 'web', environment: 'development' } },
    ];
    sut
      .given(events)
      .when(set({ name: 'flexibleRollout', constraints: quarter.constraints, parameters: { rollout: '25' }, segments: [7] }))
      .then([updated(quarter, null)]);
  });
});
