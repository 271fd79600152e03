import type { SegmentData } from '@pennant/events';
import { ItemIdTakenError } from '@pennant/core';
import { BadDataError, ExceedsLimitError } from '@pennant/platform';
import { segmentDecider as sut, type SegmentCommand, type SegmentEvent } from './segment.decider';
import { SegmentInUseError, SegmentNameExistsError, SegmentNotFoundError, SegmentToDeleteNotFoundError } from './segment.errors';

const NOW = '2026-11-22T10:00:00.000Z';
const constraint = { contextName: 'userId', operator: 'IN' as const, values: ['a', 'b'] };
const stored = { ...constraint, inverted: false, caseInsensitive: false };
const segment = (id: number, name: string, overrides: Partial<SegmentData> = {}): SegmentData => ({
  id,
  name,
  description: null,
  project: null,
  constraints: [stored],
  createdBy: 'admin',
  createdAt: NOW,
  ...overrides,
});
const created = (s: SegmentData): SegmentEvent => ({ type: 'segment-created', data: { project: s.project, data: s } });
const deleted = (s: SegmentData): SegmentEvent => ({ type: 'segment-deleted', data: { project: s.project, preData: s } });

function given(events: SegmentEvent[]) {
  const state = events.reduce(sut.evolve, sut.initialState);
  return { when: (command: SegmentCommand) => ({ then: () => sut.decide(command, state) }) };
}

const create = (name: string, overrides: Partial<Extract<SegmentCommand, { kind: 'create' }>> = {}): SegmentCommand => ({
  kind: 'create',
  id: 1,
  name,
  description: null,
  project: null,
  constraints: [constraint],
  createdBy: 'admin',
  now: NOW,
  nameTaken: false,
  segments: 0,
  ...overrides,
});
const update = (id: number, changes: Extract<SegmentCommand, { kind: 'update' }>['changes'], usedInProjects: string[] = [], nameTaken = false): SegmentCommand => ({ kind: 'update', id, changes, usedInProjects, nameTaken });
const remove = (id: number, strategiesUsingIt = 0): SegmentCommand => ({ kind: 'delete', id, strategiesUsingIt });

describe('segment decider (one stream per segment)', () => {
  describe('create', () => {
    it('records segment-created with the given id and the normalized segment', () => {
      expect(given([]).when(create('beta')).then()).toEqual([created(segment(1, 'beta'))]);
      expect(given([]).when(create('pilot', { id: 7, project: 'default' })).then()).toEqual([created(segment(7, 'pilot', { project: 'default' }))]);
    });

    it('refuses an id whose stream already holds a segment, live or deleted (the allocator takes the next one)', () => {
      const beta = segment(1, 'beta');
      expect(() => given([created(beta)]).when(create('pilot')).then()).toThrow(ItemIdTakenError);
      expect(() => given([created(beta), deleted(beta)]).when(create('pilot')).then()).toThrow(ItemIdTakenError);
    });

    it('refuses a name another live segment has (409, from the read model under the name guard)', () => {
      expect(() => given([]).when(create('beta', { nameTaken: true })).then()).toThrow(SegmentNameExistsError);
    });

    it('limits the values to 1000 and the number of segments to 300', () => {
      const values = Array.from({ length: 1001 }, (_, i) => `v${i}`);
      expect(() => given([]).when(create('big', { constraints: [{ ...constraint, values }] })).then()).toThrow(ExceedsLimitError);
      expect(() => given([]).when(create('one-more', { segments: 300 })).then()).toThrow(ExceedsLimitError);
      expect(given([]).when(create('last', { segments: 299 })).then()).toHaveLength(1);
    });

    it('rejects a constraint value that does not fit its operator', () => {
      expect(() => given([]).when(create('bad', { constraints: [{ contextName: 'n', operator: 'NUM_LT', value: 'x' }] })).then()).toThrow(BadDataError);
    });
  });

  describe('update', () => {
    const beta = segment(1, 'beta');

    it('records segment-updated with data and preData; absent description/project are kept', () => {
      const withDescription = segment(1, 'beta', { description: 'd' });
      expect(given([created(withDescription)]).when(update(1, { name: 'beta-2', constraints: [] })).then()).toEqual([
        { type: 'segment-updated', data: { project: null, data: { ...withDescription, name: 'beta-2', constraints: [] }, preData: withDescription } },
      ]);
    });

    it('emits nothing for a no-op', () => {
      expect(given([created(beta)]).when(update(1, { name: 'beta', constraints: [constraint] })).then()).toEqual([]);
    });

    it('refuses unknown ids (404), taken names (409) and a project other than the users of the segment (400)', () => {
      expect(() => given([]).when(update(1, { name: 'x', constraints: [] })).then()).toThrow(SegmentNotFoundError);
      expect(() => given([created(segment(2, 'pilot'))]).when(update(2, { name: 'beta', constraints: [] }, [], true)).then()).toThrow(SegmentNameExistsError);
      expect(given([created(beta)]).when(update(1, { name: 'beta', description: 'kept name', constraints: [constraint] }, [], true)).then()).toHaveLength(1);
      expect(() => given([created(beta)]).when(update(1, { name: 'beta', project: 'p1', constraints: [] }, ['p2'])).then()).toThrow(BadDataError);
      expect(given([created(beta)]).when(update(1, { name: 'beta', project: 'p1', constraints: [constraint] }, ['p1'])).then()).toHaveLength(1);
    });
  });

  describe('legacy layout', () => {
    it('folds the segment events of the old `segments` stream into the segment\'s own stream', () => {
      const beta = segment(3, 'beta');
      const events = [created(segment(2, 'pilot')), created(beta), deleted(segment(2, 'pilot'))];
      expect(events.map((e) => sut.legacy?.route(e))).toEqual(['segment-2', 'segment-3', 'segment-2']);
    });
  });

  describe('delete', () => {
    const beta = segment(1, 'beta', { project: 'default' });

    it('records segment-deleted with preData and the segment project', () => {
      expect(given([created(beta)]).when(remove(1)).then()).toEqual([deleted(beta)]);
    });

    it('answers 409 for an unknown (or already deleted) id and for a segment in use', () => {
      expect(() => given([]).when(remove(1)).then()).toThrow(SegmentToDeleteNotFoundError);
      expect(() => given([created(beta), deleted(beta)]).when(remove(1)).then()).toThrow(/not found/);
      expect(() => given([created(beta)]).when(remove(1, 2)).then()).toThrow(SegmentInUseError);
    });
  });
});
