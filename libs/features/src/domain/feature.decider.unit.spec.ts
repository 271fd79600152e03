import { deciderSpec } from '@pennant/core/testing';
import type { FeatureRow } from '@pennant/events';
import { featureDecider, type FeatureCommand, type FeatureEvent } from './feature.decider';
import { FeatureNameExistsError, FeatureNotFoundError } from './feature.errors';

const NOW = '2026-11-22T10:00:00.000Z';
const LATER = '2026-11-22T11:00:00.000Z';

const row: FeatureRow = {
  name: 'checkout',
  description: 'new checkout',
  type: 'release',
  project: 'default',
  stale: false,
  createdAt: NOW,
  lastSeenAt: null,
  impressionData: false,
  archivedAt: null,
  archived: false,
};
const created: FeatureEvent = { type: 'feature-created', data: { project: 'default', featureName: 'checkout', data: row } };
const subject = { project: 'default', featureName: 'checkout' };

const sut = deciderSpec(featureDecider);

const update = (changes: Extract<FeatureCommand, { kind: 'update' }>['changes'], project = 'default'): FeatureCommand => ({
  kind: 'update',
  name: 'checkout',
  project,
  changes,
  now: LATER,
});

describe('feature decider', () => {
  describe('create', () => {
    const create: FeatureCommand = {
      kind: 'create',
      name: 'checkout',
      project: 'default',
      type: 'release',
      description: 'new checkout',
      impressionData: false,
      now: NOW,
    };

    it('records feature-created with the Unleash row', () => {
      sut.given([]).when(create).then([created]);
    });

    it('refuses a name that exists, archived or not', () => {
      sut.given([created]).when(create).thenThrows(FeatureNameExistsError);
      const archived: FeatureEvent = { type: 'feature-archived', data: { ...subject, data: { archivedAt: NOW } } };
      sut
        .given([created, archived])
        .when(create)
        .thenThrows(/archived flag/);
    });

    it('allows the name again after the flag was deleted', () => {
      const deleted: FeatureEvent = { type: 'feature-deleted', data: { ...subject, preData: row } };
      sut.given([created, deleted]).when(create).then([created]);
    });
  });

  describe('update (PUT semantics: absent = keep)', () => {
    it('emits nothing when nothing changes', () => {
      sut.given([created]).when(update({})).thenNothing();
      sut
        .given([created])
        .when(update({ description: 'new checkout', type: 'release', stale: false, archived: false }))
        .thenNothing();
    });

    it('emits feature-metadata-updated with data and preData for description and impression data', () => {
      sut
        .given([created])
        .when(update({ description: null, impressionData: true }))
        .then([
          {
            type: 'feature-metadata-updated',
            data: { ...subject, data: { ...row, description: null, impressionData: true }, preData: row },
          },
        ]);
    });

    it('emits one fine-grained event per real change, in a fixed order', () => {
      const events = sut
        .given([created])
        .when(update({ description: 'x', type: 'kill-switch', stale: true, archived: true }))
        .events();
      expect(events.map((e) => e.type)).toEqual([
        'feature-metadata-updated',
        'feature-type-updated',
        'feature-stale-on',
        'feature-archived',
      ]);
      expect(events[1].data).toEqual({ ...subject, data: { type: 'kill-switch' }, preData: { type: 'release' } });
      expect(events[3].data).toEqual({ ...subject, data: { archivedAt: LATER } });
    });

    it('turns stale off and revives an archived flag', () => {
      const history: FeatureEvent[] = [
        created,
        { type: 'feature-stale-on', data: subject },
        { type: 'feature-archived', data: { ...subject, data: { archivedAt: NOW } } },
      ];
      expect(
        sut
          .given(history)
          .when(update({ stale: false, archived: false }))
          .events()
          .map((e) => e.type),
      ).toEqual(['feature-stale-off', 'feature-revived']);
      sut
        .given(history)
        .when(update({ archived: true }))
        .thenNothing();
    });

    it('does not find a flag of another project, an unknown flag or a deleted one', () => {
      sut
        .given([created])
        .when(update({ stale: true }, 'other'))
        .thenThrows(FeatureNotFoundError);
      sut
        .given([])
        .when(update({ stale: true }))
        .thenThrows(FeatureNotFoundError);
      const deleted: FeatureEvent = { type: 'feature-deleted', data: { ...subject, preData: row } };
      sut
        .given([created, deleted])
        .when(update({ stale: true }))
        .thenThrows(FeatureNotFoundError);
    });
  });
});
