import type { DomainEvent } from '@pennant/events';
import {
  featureArchived,
  featureCreated,
  featureDeleted,
  featureMetadataUpdated,
  featureRevived,
  featureStale,
  featureTagged,
  featureToggled,
  featureTypeUpdated,
  featureUntagged,
  segment,
  segmentDeleted,
  strategy,
  strategyAdded,
  strategyRemoved,
  strategyUpdated,
} from '../../../../test/support/event-builders';
import { createProjectionHarness, TESTER, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { FeatureViewProjection } from './feature-view.projection';

describe('feature-view projection (rm_features and the rows of each flag)', () => {
  let h: ProjectionHarness;
  const sut = new FeatureViewProjection();

  const feature = async (name: string) =>
    (
      await h.rows(
        `SELECT name, project, type, description, stale, impression_data, created_by_id, created_by_name, archived_at IS NOT NULL AS archived, lifecycle_stage
           FROM rm_features WHERE name = $1`,
        [name],
      )
    )[0];
  const environments = (name: string) =>
    h.rows('SELECT environment, enabled FROM rm_feature_environments WHERE feature_name = $1 ORDER BY environment', [name]);
  const strategies = (name: string) =>
    h.rows(
      'SELECT id, environment, name, disabled, sort_order, parameters, segments FROM rm_feature_strategies WHERE feature_name = $1 ORDER BY environment, sort_order, id',
      [name],
    );
  const stages = (name: string) => h.rows('SELECT stage FROM rm_feature_lifecycle WHERE feature = $1 ORDER BY entered_at, stage', [name]);

  beforeEach(async () => {
    h = await createProjectionHarness();
  });
  afterEach(() => h.close());

  it('writes a created flag with its creator and the initial lifecycle stage', async () => {
    await h.append([featureCreated('checkout', { project: 'web', type: 'experiment', description: 'new checkout' })]);
    expect(await h.project(sut)).toBe(1);
    expect(await feature('checkout')).toEqual({
      name: 'checkout',
      project: 'web',
      type: 'experiment',
      description: 'new checkout',
      stale: false,
      impression_data: false,
      created_by_id: TESTER.id,
      created_by_name: TESTER.name,
      archived: false,
      lifecycle_stage: 'initial',
    });
    expect(await stages('checkout')).toEqual([{ stage: 'initial' }]);
  });

  // The PUT hot path: runs of column overwrites and toggles are merged into one statement each.
  const edits: DomainEvent[] = [
    featureCreated('f1'),
    featureCreated('f2'),
    featureStale('f1', true),
    featureMetadataUpdated('f1', { description: 'first' }),
    featureToggled('f1', 'development', true),
    featureToggled('f2', 'production', true),
    featureTypeUpdated('f1', 'kill-switch'),
    featureMetadataUpdated('f1', { description: 'second', impressionData: true }, { description: 'first' }),
    featureToggled('f1', 'development', false),
    featureToggled('f1', 'production', true),
    featureStale('f1', false),
    featureStale('f2', true),
  ];

  it('keeps the last of a run of metadata, type, stale and toggle changes, per flag and environment', async () => {
    await h.append(edits);
    await h.project(sut);
    expect(await feature('f1')).toMatchObject({ description: 'second', impression_data: true, type: 'kill-switch', stale: false });
    expect(await feature('f2')).toMatchObject({ description: null, impression_data: false, type: 'release', stale: true });
    expect(await environments('f1')).toEqual([
      { environment: 'development', enabled: false },
      { environment: 'production', enabled: true },
    ]);
    expect(await environments('f2')).toEqual([{ environment: 'production', enabled: true }]);
  });

  it('ends the same whether the log is applied in one batch or one event at a time', async () => {
    await h.append(edits);
    await h.project(sut, { batchSize: 1 });
    const oneByOne = [await feature('f1'), await feature('f2'), await environments('f1'), await environments('f2')];
    await h.sql.query('TRUNCATE rm_features, rm_feature_environments, rm_feature_lifecycle');
    await h.project(sut, { from: 0 });
    expect([await feature('f1'), await feature('f2'), await environments('f1'), await environments('f2')]).toEqual(oneByOne);
  });

  it('adds, updates, reorders and removes strategies; a deleted segment leaves every strategy', async () => {
    const a = strategy('s-a', { name: 'flexibleRollout', parameters: { rollout: '50' }, segments: [7, 8] });
    const b = strategy('s-b', { sortOrder: 1, segments: [7] });
    await h.append([
      featureCreated('f'),
      strategyAdded('f', 'development', a),
      strategyAdded('f', 'development', b),
      strategyAdded('f', 'production', strategy('s-c')),
    ]);
    await h.append([strategyUpdated('f', 'development', { ...a, disabled: true, parameters: { rollout: '75' } }, a)]);
    await h.append([
      {
        type: 'strategy-order-changed',
        data: {
          project: 'default',
          featureName: 'f',
          environment: 'development',
          data: { strategyIds: ['s-b', 's-a'], sortOrders: { 's-b': 0, 's-a': 1 } },
          preData: { strategyIds: ['s-a', 's-b'], sortOrders: { 's-a': 0, 's-b': 1 } },
        },
      },
    ]);
    await h.append([strategyRemoved('f', 'production', strategy('s-c')), segmentDeleted(segment(7))]);
    await h.project(sut);
    expect(await strategies('f')).toEqual([
      { id: 's-b', environment: 'development', name: 'default', disabled: false, sort_order: 0, parameters: {}, segments: [] },
      {
        id: 's-a',
        environment: 'development',
        name: 'flexibleRollout',
        disabled: true,
        sort_order: 1,
        parameters: { rollout: '75' },
        segments: [8],
      },
    ]);
  });

  it('archives (stage archived), revives (every environment off, stage initial again) and deletes every row of the flag', async () => {
    await h.append([
      featureCreated('f'),
      featureToggled('f', 'development', true),
      strategyAdded('f', 'development', strategy('s-1')),
      featureTagged('f', { type: 'simple', value: 'team-a' }),
    ]);
    await h.append([featureArchived('f', '2026-02-01T00:00:00.000Z')]);
    await h.project(sut);
    expect(await feature('f')).toMatchObject({ archived: true, lifecycle_stage: 'archived' });
    expect(await stages('f')).toEqual([{ stage: 'initial' }, { stage: 'archived' }]);

    await h.append([featureRevived('f')]);
    await h.project(sut);
    expect(await feature('f')).toMatchObject({ archived: false, lifecycle_stage: 'initial' });
    expect(await environments('f')).toEqual([{ environment: 'development', enabled: false }]);
    expect(await stages('f')).toEqual([{ stage: 'initial' }]);

    await h.append([featureArchived('f'), featureDeleted('f')]);
    await h.project(sut);
    for (const [table, column] of [
      ['rm_features', 'name'],
      ['rm_feature_environments', 'feature_name'],
      ['rm_feature_strategies', 'feature_name'],
      ['rm_feature_tags', 'feature_name'],
      ['rm_feature_lifecycle', 'feature'],
    ]) {
      expect({ table, rows: await h.rows(`SELECT * FROM ${table} WHERE ${column} = 'f'`) }).toEqual({ table, rows: [] });
    }
  });

  it('tags and untags a flag', async () => {
    await h.append([
      featureCreated('f'),
      featureTagged('f', { type: 'simple', value: 'a' }),
      featureTagged('f', { type: 'team', value: 'b' }),
      featureUntagged('f', { type: 'simple', value: 'a' }),
    ]);
    await h.project(sut);
    expect(await h.rows(`SELECT tag_type, tag_value FROM rm_feature_tags WHERE feature_name = 'f'`)).toEqual([
      { tag_type: 'team', tag_value: 'b' },
    ]);
  });
});
