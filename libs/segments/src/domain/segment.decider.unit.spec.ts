import type { SegmentData } from '@pennant/events';
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
  name,
  description: null,
  project: null,
  constraints: [constraint],
  createdBy: 'admin',
  now: NOW,
  ...overrides,
});
const update = (id: number, changes: Extract<SegmentCommand, { kind: 'update' }>['changes'], usedInProjects: string[] = []): SegmentCommand => ({ kind: 'update', id, changes, usedInProjects });
const remove = (id: number, strategiesUsingIt = 0): SegmentCommand => ({ kind: 'delete', id, strategiesUsingIt });

describe('segment decider', () => {
  describe('create', () => {
    it('gives the next id and records segment-created with the normalized segment', () => {
      expect(given([]).when(create('beta')).then()).toEqual([created(segment(1, 'beta'))]);
      expect(given([created(segment(1, 'beta'))]).when(create('pilot', { project: 'default' })).then()).toEqual([created(segment(2, 'pilot', { project: 'default' }))]);
    });

    it('never reuses the id of a deleted segment, and frees its name', () => {
      const beta = segment(1, 'beta');
      expect(given([created(beta), deleted(beta)]).when(create('beta')).then()).toEqual([created(segment(2, 'beta'))]);
    });

    it('refuses a duplicate name (409)', () => {
      expect(() => given([created(segment(1, 'beta'))]).when(create('beta')).then()).toThrow(SegmentNameExistsError);
    });

    it('limits the values to 1000 and the number of segments to 300', () => {
      const values = Array.from({ length: 1001 }, (_, i) => `v${i}`);
      expect(() => given([]).when(create('big', { constraints: [{ ...constraint, values }] })).then()).toThrow(ExceedsLimitError);
      const many = Array.from({ length: 300 }, (_, i) => created(segment(i + 1, `s${i}`)));
      expect(() => given(many).when(create('one-more')).then()).toThrow(ExceedsLimitError);
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
      expect(() => given([created(beta), created(segment(2, 'pilot'))]).when(update(2, { name: 'beta', constraints: [] })).then()).toThrow(SegmentNameExistsError);
      expect(() => given([created(beta)]).when(update(1, { name: 'beta', project: 'p1', constraints: [] }, ['p2'])).then()).toThrow(BadDataError);
      expect(given([created(beta)]).when(update(1, { name: 'beta', project: 'p1', constraints: [constraint] }, ['p1'])).then()).toHaveLength(1);
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
