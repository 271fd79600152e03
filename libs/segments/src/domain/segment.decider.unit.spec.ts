import type { SegmentData } from '@pennant/events';
import { ItemIdTakenError } from '@pennant/core';
import { deciderSpec } from '@pennant/core/testing';
import { BadDataError, ExceedsLimitError } from '@pennant/kernel';
import { segmentDecider, type SegmentCommand, type SegmentEvent } from './segment.decider';
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

const sut = deciderSpec(segmentDecider);

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
const update = (
  id: number,
  changes: Extract<SegmentCommand, { kind: 'update' }>['changes'],
  usedInProjects: string[] = [],
  nameTaken = false,
): SegmentCommand => ({ kind: 'update', id, changes, usedInProjects, nameTaken });
const remove = (
  id: number,
  strategiesUsingIt = 0,
  defaultStrategiesUsingIt: { project: string; environment: string }[] = [],
): SegmentCommand => ({
  kind: 'delete',
  id,
  strategiesUsingIt,
  defaultStrategiesUsingIt,
});

describe('segment decider (one stream per segment)', () => {
  describe('create', () => {
    it('records segment-created with the given id and the normalized segment', () => {
      sut
        .given([])
        .when(create('beta'))
        .then([created(segment(1, 'beta'))]);
      sut
        .given([])
        .when(create('pilot', { id: 7, project: 'default' }))
        .then([created(segment(7, 'pilot', { project: 'default' }))]);
    });

    it('refuses an id whose stream already holds a segment, live or deleted (the allocator takes the next one)', () => {
      const beta = segment(1, 'beta');
      sut
        .given([created(beta)])
        .when(create('pilot'))
        .thenThrows(ItemIdTakenError);
      sut
        .given([created(beta), deleted(beta)])
        .when(create('pilot'))
        .thenThrows(ItemIdTakenError);
    });

    it('refuses a name another live segment has (409, from the read model under the name guard)', () => {
      sut
        .given([])
        .when(create('beta', { nameTaken: true }))
        .thenThrows(SegmentNameExistsError);
    });

    it('limits the values to 1000 and the number of segments to 300', () => {
      const values = Array.from({ length: 1001 }, (_, i) => `v${i}`);
      sut
        .given([])
        .when(create('big', { constraints: [{ ...constraint, values }] }))
        .thenThrows(ExceedsLimitError);
      sut
        .given([])
        .when(create('one-more', { segments: 300 }))
        .thenThrows(ExceedsLimitError);
      expect(
        sut
          .given([])
          .when(create('last', { segments: 299 }))
          .events(),
      ).toHaveLength(1);
    });

    it('rejects a constraint value that does not fit its operator', () => {
      sut
        .given([])
        .when(create('bad', { constraints: [{ contextName: 'n', operator: 'NUM_LT', value: 'x' }] }))
        .thenThrows(BadDataError);
    });
  });

  describe('update', () => {
    const beta = segment(1, 'beta');

    it('records segment-updated with data and preData; absent description/project are kept', () => {
      const withDescription = segment(1, 'beta', { description: 'd' });
      sut
        .given([created(withDescription)])
        .when(update(1, { name: 'beta-2', constraints: [] }))
        .then([
          {
            type: 'segment-updated',
            data: { project: null, data: { ...withDescription, name: 'beta-2', constraints: [] }, preData: withDescription },
          },
        ]);
    });

    it('emits nothing for a no-op', () => {
      sut
        .given([created(beta)])
        .when(update(1, { name: 'beta', constraints: [constraint] }))
        .thenNothing();
    });

    it('refuses unknown ids (404), taken names (409) and a project other than the users of the segment (400)', () => {
      sut
        .given([])
        .when(update(1, { name: 'x', constraints: [] }))
        .thenThrows(SegmentNotFoundError);
      sut
        .given([created(segment(2, 'pilot'))])
        .when(update(2, { name: 'beta', constraints: [] }, [], true))
        .thenThrows(SegmentNameExistsError);
      expect(
        sut
          .given([created(beta)])
          .when(update(1, { name: 'beta', description: 'kept name', constraints: [constraint] }, [], true))
          .events(),
      ).toHaveLength(1);
      sut
        .given([created(beta)])
        .when(update(1, { name: 'beta', project: 'p1', constraints: [] }, ['p2']))
        .thenThrows(BadDataError);
      expect(
        sut
          .given([created(beta)])
          .when(update(1, { name: 'beta', project: 'p1', constraints: [constraint] }, ['p1']))
          .events(),
      ).toHaveLength(1);
    });
  });

  describe('legacy layout', () => {
    it("folds the segment events of the old `segments` stream into the segment's own stream", () => {
      const beta = segment(3, 'beta');
      const events = [created(segment(2, 'pilot')), created(beta), deleted(segment(2, 'pilot'))];
      expect(events.map((e) => segmentDecider.legacy?.route(e))).toEqual(['segment-2', 'segment-3', 'segment-2']);
    });
  });

  describe('delete', () => {
    const beta = segment(1, 'beta', { project: 'default' });

    it('records segment-deleted with preData and the segment project', () => {
      sut
        .given([created(beta)])
        .when(remove(1))
        .then([deleted(beta)]);
    });

    it('answers 409 for an unknown (or already deleted) id and for a segment in use', () => {
      sut.given([]).when(remove(1)).thenThrows(SegmentToDeleteNotFoundError);
      sut
        .given([created(beta), deleted(beta)])
        .when(remove(1))
        .thenThrows(/not found/);
      sut
        .given([created(beta)])
        .when(remove(1, 2))
        .thenThrows(SegmentInUseError);
    });

    it('answers 409 naming the project environment whose default strategy uses the segment', () => {
      sut
        .given([created(beta)])
        .when(remove(1, 0, [{ project: 'web', environment: 'production' }]))
        .thenThrows(SegmentInUseError, 'is in use by the default strategy of project "web" in environment "production"');
    });
  });
});
