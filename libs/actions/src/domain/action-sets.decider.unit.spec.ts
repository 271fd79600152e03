import { deciderSpec } from '@pennant/core/testing';
import type { ActionSetData } from '@pennant/events';
import { ActionSetLimitError, ActionSetNameExistsError, ActionSetNotFoundError } from './action-set.errors';
import {
  actionSetsDecider,
  type ActionSetCommand,
  type ActionSetEvent,
  type ActionSetInput,
  type ActionSetLimits,
} from './action-sets.decider';

const sut = deciderSpec(actionSetsDecider);

const limits: ActionSetLimits = { actionSetsPerProject: 5, actionSetActions: 10, actionSetFilters: 5, actionSetFilterValues: 25 };
const toggleOn = {
  action: 'TOGGLE_FEATURE_ON' as const,
  sortOrder: 1,
  executionParams: { project: 'default', featureName: 'f', environment: 'production' },
};
const input: ActionSetInput = {
  name: 'deploys',
  description: null,
  enabled: true,
  actorId: 7,
  match: {
    source: 'signal-endpoint',
    sourceId: 1,
    payload: { env: { operator: 'IN', inverted: false, caseInsensitive: false, values: ['prod'] } },
  },
  actions: [toggleOn],
};
const setData: ActionSetData = { id: 1, project: 'default', ...input, actions: [{ id: 1, ...toggleOn }] };
const created: ActionSetEvent = { type: 'actions-created', data: { project: 'default', data: setData } };
const deleted: ActionSetEvent = { type: 'actions-deleted', data: { project: 'default', preData: setData } };

const create = (overrides: Partial<ActionSetInput> = {}, l: Partial<ActionSetLimits> = {}): ActionSetCommand => ({
  kind: 'create',
  project: 'default',
  input: { ...input, ...overrides },
  limits: { ...limits, ...l },
});
const update = (changes: Partial<ActionSetInput>, l: Partial<ActionSetLimits> = {}): ActionSetCommand => ({
  kind: 'update',
  project: 'default',
  id: 1,
  changes,
  limits: { ...limits, ...l },
});

describe('action sets decider (one stream per project)', () => {
  describe('create', () => {
    it('records actions-created with the next set id and action ids', () => {
      sut.given([]).when(create()).then([created]);
    });

    it('never reuses ids of deleted sets or actions', () => {
      const [event] = sut
        .given([created, deleted])
        .when(create({ name: 'other' }))
        .events();
      expect(event.type === 'actions-created' && event.data.data).toMatchObject({ id: 2, actions: [{ id: 2 }] });
    });

    it('refuses a name taken in the project, allows it after deletion', () => {
      sut.given([created]).when(create()).thenThrows(ActionSetNameExistsError);
      expect(sut.given([created, deleted]).when(create()).events()[0].type).toBe('actions-created');
    });

    it('refuses more sets than actionSetsPerProject', () => {
      sut
        .given([created])
        .when(create({ name: 'two' }, { actionSetsPerProject: 1 }))
        .thenThrows(ActionSetLimitError);
    });

    it('refuses more actions, filters or distinct filter values than the limits', () => {
      sut
        .given([])
        .when(create({ actions: [toggleOn, { ...toggleOn, sortOrder: 2 }] }, { actionSetActions: 1 }))
        .thenThrows(ActionSetLimitError);
      const twoFilters = { ...input.match, payload: { a: input.match.payload.env, b: input.match.payload.env } };
      sut
        .given([])
        .when(create({ match: twoFilters }, { actionSetFilters: 1 }))
        .thenThrows(ActionSetLimitError);
      const manyValues = { ...input.match, payload: { env: { ...input.match.payload.env, values: ['a', 'b', 'a'] } } };
      expect(
        sut
          .given([])
          .when(create({ match: manyValues }, { actionSetFilterValues: 2 }))
          .events(),
      ).toHaveLength(1);
      sut
        .given([])
        .when(create({ match: manyValues }, { actionSetFilterValues: 1 }))
        .thenThrows(ActionSetLimitError);
    });
  });

  describe('update', () => {
    it('emits nothing when nothing changes (same actions keep their ids)', () => {
      sut.given([created]).when(update({})).thenNothing();
      sut
        .given([created])
        .when(update({ name: 'deploys', enabled: true, actions: [toggleOn] }))
        .thenNothing();
    });

    it('records data and preData; absent fields are kept, null description clears', () => {
      const [event] = sut
        .given([created])
        .when(update({ enabled: false, description: 'x' }))
        .events();
      expect(event).toEqual({
        type: 'actions-updated',
        data: { project: 'default', data: { ...setData, enabled: false, description: 'x' }, preData: setData },
      });
    });

    it('gives replaced actions new ids', () => {
      const [event] = sut
        .given([created])
        .when(update({ actions: [{ ...toggleOn, action: 'TOGGLE_FEATURE_OFF' }] }))
        .events();
      expect(event.type === 'actions-updated' && event.data.data.actions).toEqual([{ ...toggleOn, id: 2, action: 'TOGGLE_FEATURE_OFF' }]);
    });

    it('checks the name and the per-set limits', () => {
      const other: ActionSetEvent = {
        type: 'actions-created',
        data: { project: 'default', data: { ...setData, id: 2, name: 'other', actions: [] } },
      };
      sut
        .given([created, other])
        .when(update({ name: 'other' }))
        .thenThrows(ActionSetNameExistsError);
      sut
        .given([created])
        .when(update({ actions: [toggleOn, toggleOn] }, { actionSetActions: 1 }))
        .thenThrows(ActionSetLimitError);
    });

    it('refuses an unknown id', () => {
      sut
        .given([created, deleted])
        .when(update({ enabled: false }))
        .thenThrows(ActionSetNotFoundError);
    });
  });

  describe('delete', () => {
    it('records actions-deleted with preData; unknown id is not found', () => {
      sut.given([created]).when({ kind: 'delete', project: 'default', id: 1 }).then([deleted]);
      sut.given([]).when({ kind: 'delete', project: 'default', id: 1 }).thenThrows(ActionSetNotFoundError);
    });
  });
});
