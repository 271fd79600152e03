import type { DataSource } from 'typeorm';
import type { ActionSetData, DomainEvent } from '@pennant/events';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { ActionSetsProjection } from '../projections/action-sets.projection';
import { ActionFacts } from './action.facts';

const set = (project: string, id: number, sourceId: number, enabled = true): ActionSetData => ({
  id,
  name: `set-${id}`,
  description: null,
  enabled,
  project,
  actorId: 5,
  match: { source: 'signal-endpoint', sourceId, payload: {} },
  actions: [
    { id: 1, action: 'TOGGLE_FEATURE_ON', sortOrder: 0, executionParams: { project, environment: 'production', featureName: 'f' } },
  ],
});
const created = (s: ActionSetData): DomainEvent => ({ type: 'actions-created', data: { project: s.project, data: s } });
const updated = (s: ActionSetData, before: ActionSetData): DomainEvent =>
  ({ type: 'actions-updated', data: { project: s.project, data: s, preData: before } }) as DomainEvent;
const deleted = (s: ActionSetData): DomainEvent => ({ type: 'actions-deleted', data: { project: s.project, preData: s } }) as DomainEvent;

/** Events in through the real action-sets projection, facts out: which sets a signal wakes. */
describe('ActionFacts', () => {
  let h: ProjectionHarness;
  let sut: ActionFacts;

  beforeAll(async () => {
    h = await createProjectionHarness();
    // The facts only call `query(text, params)`: the harness's pool answers it on the same database.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    sut = new ActionFacts(dataSource);
    await h.append([
      created(set('web', 2, 1)),
      created(set('api', 7, 1)),
      created(set('web', 1, 1)),
      created(set('web', 3, 1, false)),
      created(set('web', 4, 2)),
      created(set('web', 5, 1)),
      deleted(set('web', 5, 1)),
      created(set('api', 8, 2)),
      updated(set('api', 8, 1), set('api', 8, 2)),
    ]);
    await h.project(new ActionSetsProjection());
  });
  afterAll(() => h.close());

  it('lists the enabled sets listening to an endpoint, by project and id, as the API shows them', async () => {
    const sets = await sut.enabledSetsListeningTo('signal-endpoint', 1);
    expect(sets.map((s) => [s.project, s.id])).toEqual([
      ['api', 7],
      ['api', 8],
      ['web', 1],
      ['web', 2],
    ]);
    expect(sets[0]).toMatchObject({
      name: 'set-7',
      enabled: true,
      actorId: 5,
      match: { source: 'signal-endpoint', sourceId: 1, payload: {} },
      actions: [{ id: 1, action: 'TOGGLE_FEATURE_ON' }],
    });
    expect((await sut.enabledSetsListeningTo('signal-endpoint', 2)).map((s) => s.id)).toEqual([4]);
    expect(await sut.enabledSetsListeningTo('signal-endpoint', 9)).toEqual([]);
  });
});
