import type { DataSource } from 'typeorm';
import {
  featureArchived,
  featureCreated,
  featureTagged,
  featureUntagged,
  strategy,
  strategyAdded,
} from '../../../../test/support/event-builders';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { FeatureViewProjection } from '../projections/feature-view.projection';
import { FeatureUsageFacts } from './feature-usage.facts';

const team = (value: string) => ({ type: 'team', value });
const onUserId = [{ contextName: 'userId', operator: 'IN' as const, values: ['1'] }];

/** Events in through the real feature-view projection, facts out: which flags use or carry something. */
describe('FeatureUsageFacts', () => {
  let h: ProjectionHarness;
  let sut: FeatureUsageFacts;

  beforeAll(async () => {
    h = await createProjectionHarness();
    // The facts only call `query(text, params)`: the harness's pool answers it on the same database.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    sut = new FeatureUsageFacts(dataSource);
    await h.append([
      featureCreated('b-checkout', { project: 'web', createdAt: '2026-01-02T00:00:00.000Z' }),
      featureCreated('a-search', { project: 'web', createdAt: '2026-01-03T00:00:00.000Z' }),
      featureCreated('api-flag', { project: 'api', createdAt: '2026-01-01T00:00:00.000Z' }),
      featureCreated('old', { project: 'web' }),
      featureTagged('b-checkout', team('a'), 'web'),
      featureTagged('a-search', team('a'), 'web'),
      featureTagged('a-search', team('b'), 'web'),
      featureTagged('api-flag', team('a'), 'api'),
      featureTagged('old', team('a'), 'web'),
      featureTagged('old', team('gone'), 'web'),
      featureUntagged('old', team('gone'), 'web'),
      featureArchived('old', undefined, 'web'),
      strategyAdded('b-checkout', 'production', strategy('s2', { constraints: onUserId }), 'web'),
      strategyAdded('b-checkout', 'development', strategy('s1', { constraints: onUserId }), 'web'),
      strategyAdded('a-search', 'production', strategy('s3'), 'web'),
      strategyAdded(
        'api-flag',
        'production',
        strategy('s4', { constraints: [{ contextName: 'appName', operator: 'IN', values: ['x'] }] }),
        'api',
      ),
      strategyAdded('old', 'production', strategy('s5', { constraints: onUserId }), 'web'),
    ]);
    await h.project(new FeatureViewProjection());
  });
  afterAll(() => h.close());

  it("names a project's active flags that carry a tag, by name", async () => {
    expect(await sut.activeFlagsTagged('web', team('a'))).toEqual(['a-search', 'b-checkout']);
    expect(await sut.activeFlagsTagged('web', team('b'))).toEqual(['a-search']);
    expect(await sut.activeFlagsTagged('api', team('b'))).toEqual([]);
  });

  it('names every flag carrying any of the tags, archived ones too, with the tags it carries', async () => {
    const carrying = await sut.flagsCarrying([team('a'), team('b'), team('gone')]);
    expect(carrying.map((r) => ({ ...r, tags: [...r.tags].sort((x, y) => x.value.localeCompare(y.value)) }))).toEqual([
      { featureName: 'a-search', tags: [team('a'), team('b')] },
      { featureName: 'api-flag', tags: [team('a')] },
      { featureName: 'b-checkout', tags: [team('a')] },
      { featureName: 'old', tags: [team('a')] },
    ]);
    expect(await sut.flagsCarrying([])).toEqual([]);
  });

  it('names the strategies of active flags constraining on a context field, by project, flag, environment', async () => {
    expect(await sut.strategiesConstrainingOn('userId')).toEqual([
      { project: 'web', featureName: 'b-checkout', environment: 'development', strategyId: 's1' },
      { project: 'web', featureName: 'b-checkout', environment: 'production', strategyId: 's2' },
    ]);
    expect(await sut.strategiesConstrainingOn('appName')).toEqual([
      { project: 'api', featureName: 'api-flag', environment: 'production', strategyId: 's4' },
    ]);
    expect(await sut.strategiesConstrainingOn('region')).toEqual([]);
  });

  it('selects active flags by name, project and tag, oldest first', async () => {
    expect(await sut.activeFlagsSelected({ names: ['a-search', 'api-flag', 'old', 'nope'] })).toEqual([
      { name: 'api-flag', project: 'api' },
      { name: 'a-search', project: 'web' },
    ]);
    expect(await sut.activeFlagsSelected({ project: 'web' })).toEqual([
      { name: 'b-checkout', project: 'web' },
      { name: 'a-search', project: 'web' },
    ]);
    expect(await sut.activeFlagsSelected({ tag: team('a') })).toEqual([
      { name: 'api-flag', project: 'api' },
      { name: 'b-checkout', project: 'web' },
      { name: 'a-search', project: 'web' },
    ]);
    expect(await sut.activeFlagsSelected({ project: 'web', tag: team('b') })).toEqual([{ name: 'a-search', project: 'web' }]);
  });
});
