import { actorKey, type DomainEvent, type TagTypeData } from '@pennant/events';
import {
  environmentCreated,
  featureArchived,
  featureCreated,
  featureDeleted,
  featureFavorited,
  featureMetadataUpdated,
  featureProjectChanged,
  featureRevived,
  featureStale,
  featureTagged,
  featureToggled,
  featureTypeUpdated,
  featureUntagged,
  projectEnvironmentAdded,
  segment,
  segmentCreated,
  segmentDeleted,
  segmentUpdated,
  strategy,
  strategyAdded,
  strategyRemoved,
  strategyUpdated,
} from '../../../../test/support/event-builders';
import { createProjectionHarness, TESTER, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { FeatureSearchProjection } from './feature-search.projection';

interface Item {
  name: string;
  project: string;
  type: string;
  impressionData: boolean;
  stale: boolean;
  description: string | null;
  archivedAt: string | null;
  environments: { name: string; enabled: boolean; hasStrategies: boolean; hasEnabledStrategies: boolean }[];
  segments: string[];
  tags: { type: string; value: string }[];
  lifecycle: { stage: string };
  createdBy: { id: number; name: string; imageUrl: string | null };
}

describe('feature-search projection (rm_search_* and the kept page items)', () => {
  let h: ProjectionHarness;
  const sut = new FeatureSearchProjection();
  const setup: DomainEvent[] = [
    environmentCreated('development', 'development', 1),
    environmentCreated('production', 'production', 2),
    projectEnvironmentAdded('default', 'development'),
    projectEnvironmentAdded('default', 'production'),
    projectEnvironmentAdded('web', 'production'),
  ];

  const item = async (name: string) =>
    (await h.rows<{ item: Item }>('SELECT item FROM rm_search_items WHERE feature_name = $1', [name]))[0]?.item;
  const row = async (name: string) =>
    (
      await h.rows(
        'SELECT project, stale, description, enabled_environments, tags, archived_at IS NOT NULL AS archived, lifecycle_stage FROM rm_search_features WHERE name = $1',
        [name],
      )
    )[0];
  /** The kept items never drift from what rm_search_item() computes from the rows now. */
  const expectItemsCurrent = async () =>
    expect(
      await h.rows('SELECT feature_name FROM rm_search_items i WHERE i.item IS DISTINCT FROM rm_search_item(i.feature_name) ORDER BY 1'),
    ).toEqual([]);

  beforeEach(async () => {
    h = await createProjectionHarness();
    await h.append(setup);
  });
  afterEach(() => h.close());

  it("writes a created flag and its page item with the project's environments, in their order", async () => {
    await h.append([featureCreated('checkout', { description: 'new checkout' })]);
    expect(await h.project(sut)).toBe(setup.length + 1);
    expect(await row('checkout')).toEqual({
      project: 'default',
      stale: false,
      description: 'new checkout',
      enabled_environments: [],
      tags: [],
      archived: false,
      lifecycle_stage: 'initial',
    });
    expect(await item('checkout')).toMatchObject({
      name: 'checkout',
      description: 'new checkout',
      environments: [
        { name: 'development', enabled: false, hasStrategies: false, hasEnabledStrategies: false },
        { name: 'production', enabled: false, hasStrategies: false, hasEnabledStrategies: false },
      ],
      segments: [],
      tags: [],
      lifecycle: { stage: 'initial' },
      createdBy: { id: TESTER.id, name: TESTER.name, imageUrl: expect.stringMatching(/^https:\/\/gravatar\.com\/avatar\/[0-9a-f]{64}\?/) },
    });
    await expectItemsCurrent();
  });

  it('follows toggles, strategies and segment names into the row and the item', async () => {
    const beta = segment(5, { name: 'beta' });
    const s1 = strategy('s-1', { segments: [5] });
    await h.append([
      featureCreated('f'),
      segmentCreated(beta),
      strategyAdded('f', 'production', s1),
      featureToggled('f', 'production', true),
      featureToggled('f', 'development', true),
      featureToggled('f', 'development', false),
    ]);
    await h.project(sut);
    expect((await row('f')).enabled_environments).toEqual(['production']);
    expect((await item('f')).environments).toEqual([
      expect.objectContaining({ name: 'development', enabled: false, hasStrategies: false }),
      expect.objectContaining({ name: 'production', enabled: true, hasStrategies: true, hasEnabledStrategies: true }),
    ]);
    expect((await item('f')).segments).toEqual(['beta']);

    await h.append([
      segmentUpdated({ ...beta, name: 'beta testers' }, beta),
      strategyUpdated('f', 'production', { ...s1, disabled: true }, s1),
    ]);
    await h.project(sut);
    expect((await item('f')).segments).toEqual(['beta testers']);
    expect((await item('f')).environments[1]).toMatchObject({ hasStrategies: true, hasEnabledStrategies: false });

    await h.append([segmentDeleted({ ...beta, name: 'beta testers' }), strategyRemoved('f', 'production', s1)]);
    await h.project(sut);
    expect((await item('f')).segments).toEqual([]);
    expect((await item('f')).environments[1]).toMatchObject({ hasStrategies: false });
    expect(await h.rows('SELECT * FROM rm_search_feature_segments')).toEqual([]);
    await expectItemsCurrent();
  });

  it("keeps the flag's tags on the row and in the item, sorted, after tag and untag", async () => {
    await h.append([
      featureCreated('f'),
      featureTagged('f', { type: 'team', value: 'b' }),
      featureTagged('f', { type: 'simple', value: 'x' }),
      featureTagged('f', { type: 'team', value: 'a' }),
    ]);
    await h.append([featureUntagged('f', { type: 'simple', value: 'x' })]);
    await h.project(sut, { batchSize: 2 });
    expect((await row('f')).tags).toEqual([
      { t: 'team', v: 'a' },
      { t: 'team', v: 'b' },
    ]);
    // With their type's color (ADR 0058): none here, the type was never created.
    expect((await item('f')).tags).toEqual([
      { type: 'team', value: 'a', color: null },
      { type: 'team', value: 'b', color: null },
    ]);
    await expectItemsCurrent();
  });

  it("gives each tag in the item its type's color, following the tag type's creation, change and deletion (ADR 0058)", async () => {
    const team = (color?: string | null): TagTypeData => ({
      name: 'team',
      description: '',
      icon: null,
      ...(color !== undefined ? { color } : {}),
    });
    await h.append([
      featureCreated('f'),
      featureTagged('f', { type: 'team', value: 'a' }),
      featureTagged('f', { type: 'simple', value: 'x' }),
      { type: 'tag-type-created', data: { data: team('#112233') } },
    ]);
    await h.project(sut);
    expect((await item('f')).tags).toEqual([
      { type: 'simple', value: 'x', color: '#FFFFFF' },
      { type: 'team', value: 'a', color: '#112233' },
    ]);
    await h.append([{ type: 'tag-type-updated', data: { data: team('#445566'), preData: team('#112233') } }]);
    await h.project(sut);
    expect((await item('f')).tags).toContainEqual({ type: 'team', value: 'a', color: '#445566' });
    // Recorded before colors were kept: white, as Unleash's own migration made such types.
    await h.append([{ type: 'tag-type-updated', data: { data: team(), preData: team('#445566') } }]);
    await h.project(sut);
    expect((await item('f')).tags).toContainEqual({ type: 'team', value: 'a', color: '#FFFFFF' });
    await h.append([{ type: 'tag-type-deleted', data: { preData: team() } }]);
    await h.project(sut);
    expect((await item('f')).tags).toContainEqual({ type: 'team', value: 'a', color: null });
    await expectItemsCurrent();
  });

  it('patches metadata, type and stale changes into the kept item (a batch of those alone refreshes no item)', async () => {
    await h.append([featureCreated('f')]);
    await h.project(sut);
    await h.append([
      featureStale('f', true),
      featureMetadataUpdated('f', { description: 'described', impressionData: true }),
      featureTypeUpdated('f', 'operational'),
    ]);
    await h.project(sut);
    expect(await row('f')).toMatchObject({ stale: true, description: 'described' });
    expect(await item('f')).toMatchObject({ stale: true, description: 'described', impressionData: true, type: 'operational' });
    await expectItemsCurrent();
  });

  it("moves a flag with its project: the item lists the new project's environments", async () => {
    await h.append([featureCreated('f')]);
    await h.project(sut);
    await h.append([featureProjectChanged('f', 'default', 'web')]);
    await h.project(sut);
    expect(await row('f')).toMatchObject({ project: 'web' });
    expect(await item('f')).toMatchObject({ project: 'web', environments: [expect.objectContaining({ name: 'production' })] });
    expect((await item('f')).environments).toHaveLength(1);
    await expectItemsCurrent();
  });

  it('archives, revives (every environment off) and deletes a flag with all its rows', async () => {
    await h.append([
      featureCreated('f'),
      featureToggled('f', 'production', true),
      strategyAdded('f', 'production', strategy('s-1')),
      featureTagged('f', { type: 'simple', value: 'a' }),
    ]);
    await h.append([featureFavorited('f', TESTER.id), featureArchived('f', '2026-03-01T00:00:00.000Z')]);
    await h.project(sut);
    expect(await row('f')).toMatchObject({ archived: true, lifecycle_stage: 'archived' });
    expect((await item('f')).archivedAt).toBe('2026-03-01T00:00:00.000Z');

    await h.append([featureRevived('f')]);
    await h.project(sut);
    expect(await row('f')).toMatchObject({ archived: false, lifecycle_stage: 'initial', enabled_environments: [] });
    expect((await item('f')).environments.map((e) => e.enabled)).toEqual([false, false]);
    await expectItemsCurrent();

    await h.append([featureArchived('f'), featureDeleted('f')]);
    await h.project(sut);
    for (const table of [
      'rm_search_features',
      'rm_search_items',
      'rm_search_feature_environments',
      'rm_search_feature_strategies',
      'rm_search_feature_tags',
      'rm_search_favorites',
    ]) {
      const column = table === 'rm_search_features' ? 'name' : 'feature_name';
      expect({ table, rows: await h.rows(`SELECT * FROM ${table} WHERE ${column} = 'f'`) }).toEqual({ table, rows: [] });
    }
  });

  it("records favourites under the actor's key, whatever kind of principal it is", async () => {
    const token = { id: -42, name: 'ci-token', kind: 'api-token' as const };
    await h.append([featureCreated('f'), featureCreated('g')]);
    await h.append([featureFavorited('f', TESTER.id)]);
    await h.append([featureFavorited('g', token.id), featureFavorited('f', token.id)], { actor: token });
    await h.append([featureFavorited('f', token.id, false)], { actor: token });
    await h.project(sut);
    expect(await h.rows('SELECT user_key, feature_name FROM rm_search_favorites ORDER BY user_key, feature_name')).toEqual([
      { user_key: actorKey(token), feature_name: 'g' },
      { user_key: actorKey(TESTER), feature_name: 'f' },
    ]);
  });

  it('ends the same whether the log is applied in one batch or one event at a time', async () => {
    await h.append([
      featureCreated('a'),
      featureCreated('b', { project: 'web' }),
      segmentCreated(segment(1)),
      strategyAdded('a', 'development', strategy('s', { segments: [1] })),
    ]);
    await h.append([
      featureStale('a', true),
      featureToggled('a', 'development', true),
      featureMetadataUpdated('b', { description: 'x' }),
      featureToggled('b', 'production', true),
      featureTagged('a', { type: 'simple', value: 't' }),
    ]);
    await h.append([
      featureStale('a', false),
      featureToggled('a', 'development', false),
      featureArchived('b'),
      segmentUpdated(segment(1, { name: 'renamed' }), segment(1)),
    ]);
    const snapshot = () => h.rows('SELECT feature_name, item FROM rm_search_items ORDER BY feature_name');
    await h.project(sut, { batchSize: 1 });
    const oneByOne = await snapshot();
    await h.sql.query(`TRUNCATE ${sut.tables.join(', ')}`);
    await h.project(sut, { from: 0 });
    expect(await snapshot()).toEqual(oneByOne);
    await expectItemsCurrent();
  });
});
