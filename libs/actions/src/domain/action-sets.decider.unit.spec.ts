import type { ActionSetData } from '@pennant/events';
import { ActionSetLimitError, ActionSetNameExistsError, ActionSetNotFoundError } from './action-set.errors';
import { actionSetsDecider as sut, type ActionSetCommand, type ActionSetEvent, type ActionSetInput, type ActionSetLimits } from './action-sets.decider';

const limits: ActionSetLimits = { actionSetsPerProject: 5, actionSetActions: 10, actionSetFilters: 5, actionSetFilterValues: 25 };
const toggleOn = { action: 'TOGGLE_FEATURE_ON' as const, sortOrder: 1, executionParams: { project: 'default', featureName: 'f', environment: 'production' } };
const input: ActionSetInput = {
  name: 'deploys',
  description: null,
  enabled: true,
  actorId: 7,
  match: { source: 'signal-endpoint', sourceId: 1, payload: { env: { operator: 'IN', inverted: false, caseInsensitive: false, values: ['prod'] } } },
  actions: [toggleOn],
};
const setData: ActionSetData = { id: 1, project: 'default', ...input, actions: [{ id: 1, ...toggleOn }] };
const created: ActionSetEvent = { type: 'actions-created', data: { project: 'default', data: setData } };
const deleted: ActionSetEvent = { type: 'actions-deleted', data: { project: 'default', preData: setData } };

function given(events: ActionSetEvent[]) {
  const state = events.reduce(sut.evolve, sut.initialState);
  return { when: (command: ActionSetCommand) => ({ then: () => sut.decide(command, state) }) };
}

const create = (overrides: Partial<ActionSetInput> = {}, l: Partial<ActionSetLimits> = {}): ActionSetCommand => ({
  kind: 'create',
  project: 'default',
  input: { ...input, ...overrides },
  limits: { ...limits, ...l },
});
const update = (changes: Partial<ActionSetInput>, l: Partial<ActionSetLimits> = {}): ActionSetCommand => ({ kind: 'update', project: 'default', id: 1, changes, limits: { ...limits, ...l } });

describe('action sets decider (one stream per project)', () => {
  describe('create', () => {
    it('records actions-created with the next set id and action ids', () => {
      expect(given([]).when(create()).then()).toEqual([created]);
    });

    it('never reuses ids of deleted sets or actions', () => {
      const [event] = given([created, deleted]).when(create({ name: 'other' })).then();
      expect(event.type === 'actions-created' && event.data.data).toMatchObject({ id: 2, actions: [{ id: 2 }] });
    });

    it('refuses a name taken in the project, allows it after deletion', () => {
      expect(() => given([created]).when(create()).then()).toThrow(ActionSetNameExistsError);
      expect(given([created, deleted]).when(create()).then()[0].type).toBe('actions-created');
    });

    it('refuses more sets than actionSetsPerProject', () => {
      expect(() => given([created]).when(create({ name: 'two' }, { actionSetsPerProject: 1 })).then()).toThrow(ActionSetLimitError);
    });

    it('refuses more actions, filters or distinct filter values than the limits', () => {
      expect(() => given([]).when(create({ actions: [toggleOn, { ...toggleOn, sortOrder: 2 }] }, { actionSetActions: 1 })).then()).toThrow(ActionSetLimitError);
      const twoFilters = { ...input.match, payload: { a: input.match.payload.env, b: input.match.payload.env } };
      expect(() => given([]).when(create({ match: twoFilters }, { actionSetFilters: 1 })).then()).toThrow(ActionSetLimitError);
      const manyValues = { ...input.match, payload: { env: { ...input.match.payload.env, values: ['a', 'b', 'a'] } } };
      expect(given([]).when(create({ match: manyValues }, { actionSetFilterValues: 2 })).then()).toHaveLength(1);
      expect(() => given([]).when(create({ match: manyValues }, { actionSetFilterValues: 1 })).then()).toThrow(ActionSetLimitError);
    });
  });

  describe('update', () => {
    it('emits nothing when nothing changes (same actions keep their ids)', () => {
      expect(given([created]).when(update({})).then()).toEqual([]);
      expect(given([created]).when(update({ name: 'deploys', enabled: true, actions: [toggleOn] })).then()).toEqual([]);
    });

    it('records data and preData; absent fields are kept, null description clears', () => {
      const [event] = given([created]).when(update({ enabled: false, description: 'x' })).then();
      expect(event).toEqual({ type: 'actions-updated', data: { project: 'default', data: { ...setData, enabled: false, description: 'x' }, preData: setData } });
    });

    it('gives replaced actions new ids', () => {
      const [event] = given([created]).when(update({ actions: [{ ...toggleOn, action: 'TOGGLE_FEATURE_OFF' }] })).then();
      expect(event.type === 'actions-updated' && event.data.data.actions).toEqual([{ ...toggleOn, id: 2, action: 'TOGGLE_FEATURE_OFF' }]);
    });

    it('checks the name and the per-set limits', () => {
      const other: ActionSetEvent = { type: 'actions-created', data: { project: 'default', data: { ...setData, id: 2, name: 'other', actions: [] } } };
      expect(() => given([created, other]).when(update({ name: 'other' })).then()).toThrow(ActionSetNameExistsError);
      expect(() => given([created]).when(update({ actions: [toggleOn, toggleOn] }, { actionSetActions: 1 })).then()).toThrow(ActionSetLimitError);
    });

    it('refuses an unknown id', () => {
      expect(() => given([created, deleted]).when(update({ enabled: false })).then()).toThrow(ActionSetNotFoundError);
    });
  });

  describe('delete', () => {
    it('records actions-deleted with preData; unknown id is not found', () => {
      expect(given([created]).when({ kind: 'delete', project: 'default', id: 1 }).then()).toEqual([deleted]);
      expect(() => given([]).when({ kind: 'delete', project: 'default', id: 1 }).then()).toThrow(ActionSetNotFoundError);
    });
  });
});
