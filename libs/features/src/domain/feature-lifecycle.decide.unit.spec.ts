import { InvalidOperationError } from '@pennant/kernel';
import type { FeatureEvent } from './feature.decider';
import { DEFAULT_FLAG_TYPE_LIFETIMES } from './feature-lifecycle.decide';
import { FeatureNotArchivedError } from './feature-lifecycle.errors';
import { ArchivedFeatureError, FeatureNameNotFoundError, FeatureNotFoundError } from './feature.errors';
import { archived, created, given, NOW, row, subject } from './feature.test-builders';

const LATER = '2026-11-23T10:00:00.000Z';
const revived: FeatureEvent = { type: 'feature-revived', data: subject };
const deleted: FeatureEvent = { type: 'feature-deleted', data: { ...subject, preData: { ...row, archived: true, archivedAt: NOW } } };
const completed: FeatureEvent = {
  type: 'feature-completed',
  data: { ...subject, data: { status: 'kept', statusValue: 'variant-a', kept: true } },
};
const dependency: FeatureEvent = { type: 'feature-dependency-added', data: { ...subject, data: { feature: 'parent', enabled: true } } };

describe('feature lifecycle decisions', () => {
  describe('archive', () => {
    const archive = { kind: 'archive', name: 'checkout', project: 'default', now: LATER } as const;

    it('records feature-archived with the time', () => {
      expect(given([created]).when(archive).then()).toEqual([
        { type: 'feature-archived', data: { ...subject, data: { archivedAt: LATER } } },
      ]);
    });

    it('removes the flag own dependencies first when it has some', () => {
      expect(
        given([created, dependency])
          .when(archive)
          .then()
          .map((e) => e.type),
      ).toEqual(['feature-dependencies-removed', 'feature-archived']);
    });

    it('emits nothing for an archived flag and refuses unknown flags or flags of another project', () => {
      expect(given([created, archived]).when(archive).then()).toEqual([]);
      expect(() => given([]).when(archive).then()).toThrow(FeatureNotFoundError);
      expect(() =>
        given([created])
          .when({ ...archive, project: 'other' })
          .then(),
      ).toThrow(FeatureNotFoundError);
    });
  });

  describe('revive', () => {
    it('revives an archived flag, in its project or by name only', () => {
      expect(given([created, archived]).when({ kind: 'revive', name: 'checkout', project: 'default' }).then()).toEqual([revived]);
      expect(given([created, archived]).when({ kind: 'revive', name: 'checkout', project: null }).then()).toEqual([revived]);
    });

    it('emits nothing for an active flag; unknown or deleted flags are not found', () => {
      expect(given([created]).when({ kind: 'revive', name: 'checkout', project: null }).then()).toEqual([]);
      expect(() => given([]).when({ kind: 'revive', name: 'checkout', project: null }).then()).toThrow(FeatureNameNotFoundError);
      expect(() => given([created, archived, deleted]).when({ kind: 'revive', name: 'checkout', project: null }).then()).toThrow(
        FeatureNameNotFoundError,
      );
      expect(() => given([created, archived]).when({ kind: 'revive', name: 'checkout', project: 'other' }).then()).toThrow(
        FeatureNotFoundError,
      );
    });

    it('switches every environment off and clears completion', () => {
      const on: FeatureEvent = { type: 'feature-environment-enabled', data: { ...subject, environment: 'development' } };
      const history = [created, on, completed, archived, revived];
      expect(given(history).when({ kind: 'uncomplete', name: 'checkout', project: 'default' }).then()).toEqual([]);
      expect(
        given(history)
          .when({
            kind: 'toggle-environment',
            name: 'checkout',
            project: 'default',
            environment: 'development',
            enabled: false,
            defaultStrategyId: 'x',
            projectDefaultStrategy: null,
          })
          .then(),
      ).toEqual([]);
    });
  });

  describe('delete', () => {
    it('deletes an archived flag with the row as preData', () => {
      expect(given([created, archived]).when({ kind: 'delete', name: 'checkout', project: null }).then()).toEqual([
        { type: 'feature-deleted', data: { ...subject, preData: { ...row, archived: true, archivedAt: NOW } } },
      ]);
    });

    it('refuses an active flag (409) and does not find a deleted one', () => {
      expect(() => given([created]).when({ kind: 'delete', name: 'checkout', project: 'default' }).then()).toThrow(FeatureNotArchivedError);
      expect(() => given([created, archived, deleted]).when({ kind: 'delete', name: 'checkout', project: null }).then()).toThrow(
        FeatureNameNotFoundError,
      );
    });
  });

  describe('change project', () => {
    const move = { kind: 'change-project', name: 'checkout', project: 'default', newProject: 'web' } as const;

    it('records feature-project-change under the new project', () => {
      expect(given([created]).when(move).then()).toEqual([
        {
          type: 'feature-project-change',
          data: { project: 'web', featureName: 'checkout', data: { newProject: 'web', oldProject: 'default' } },
        },
      ]);
    });

    it('then lives in the new project only', () => {
      const [moved] = given([created]).when(move).then();
      expect(
        given([created, moved])
          .when({ ...move, project: 'web', newProject: 'web' })
          .then(),
      ).toEqual([]);
      expect(() => given([created, moved]).when(move).then()).toThrow(FeatureNotFoundError);
    });

    it('refuses an archived flag and a flag with dependencies', () => {
      expect(() => given([created, archived]).when(move).then()).toThrow(ArchivedFeatureError);
      expect(() => given([created, dependency]).when(move).then()).toThrow(InvalidOperationError);
    });
  });

  describe('complete / uncomplete', () => {
    const complete = { kind: 'complete', name: 'checkout', project: 'default', status: 'kept', statusValue: 'variant-a' } as const;

    it('records feature-completed with kept, once', () => {
      expect(given([created]).when(complete).then()).toEqual([completed]);
      expect(
        given([created, completed])
          .when({ ...complete, status: 'discarded' })
          .then(),
      ).toEqual([]);
      expect(given([created]).when({ kind: 'complete', name: 'checkout', project: 'default', status: 'discarded' }).then()).toEqual([
        { type: 'feature-completed', data: { ...subject, data: { status: 'discarded', kept: false } } },
      ]);
    });

    it('uncompletes only a completed flag', () => {
      const uncomplete = { kind: 'uncomplete', name: 'checkout', project: 'default' } as const;
      expect(given([created, completed]).when(uncomplete).then()).toEqual([{ type: 'feature-uncompleted', data: subject }]);
      expect(given([created]).when(uncomplete).then()).toEqual([]);
      expect(
        given([created, completed, { type: 'feature-uncompleted', data: subject }])
          .when(complete)
          .then(),
      ).toEqual([completed]);
    });

    it('refuses archived flags', () => {
      expect(() => given([created, archived]).when(complete).then()).toThrow(ArchivedFeatureError);
    });
  });

  describe('mark potentially stale', () => {
    const at = (now: string) =>
      ({ kind: 'mark-potentially-stale', name: 'checkout', now, lifetimes: DEFAULT_FLAG_TYPE_LIFETIMES }) as const;
    const marker: FeatureEvent = { type: 'feature-potentially-stale-on', data: subject };
    const day41 = '2027-01-02T10:00:00.000Z';

    it('marks an active release flag past 40 days, once', () => {
      expect(given([created]).when(at('2026-12-31T10:00:00.000Z')).then()).toEqual([]);
      expect(given([created]).when(at(day41)).then()).toEqual([marker]);
      expect(given([created, marker]).when(at(day41)).then()).toEqual([]);
    });

    it('skips stale, archived, unknown flags and types that never go stale', () => {
      expect(
        given([created, { type: 'feature-stale-on', data: subject }])
          .when(at(day41))
          .then(),
      ).toEqual([]);
      expect(given([created, archived]).when(at(day41)).then()).toEqual([]);
      expect(given([]).when(at(day41)).then()).toEqual([]);
      const killSwitch: FeatureEvent = {
        type: 'feature-type-updated',
        data: { ...subject, data: { type: 'kill-switch' }, preData: { type: 'release' } },
      };
      expect(given([created, killSwitch]).when(at('2030-01-01T00:00:00.000Z')).then()).toEqual([]);
    });

    it('uses the lifetime of the flag type (operational: 7 days)', () => {
      const operational: FeatureEvent = {
        type: 'feature-type-updated',
        data: { ...subject, data: { type: 'operational' }, preData: { type: 'release' } },
      };
      expect(given([created, operational]).when(at('2026-11-29T11:00:00.000Z')).then()).toEqual([marker]);
    });
  });
});
