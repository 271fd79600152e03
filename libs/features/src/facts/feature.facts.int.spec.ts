import type { DataSource } from 'typeorm';
import { featureArchived, featureCreated } from '../../../../test/support/event-builders';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { FeatureViewProjection } from '../projections/feature-view.projection';
import { FeatureFacts } from './feature.facts';

/** Events in through the real feature-view projection, facts out: what handlers ask about flags. */
describe('FeatureFacts (flags by name and project)', () => {
  let h: ProjectionHarness;
  let sut: FeatureFacts;

  beforeAll(async () => {
    h = await createProjectionHarness();
    // The facts only call `query(text, params)`: the harness's pool answers it on the same database.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    sut = new FeatureFacts(dataSource);
    await h.append([
      featureCreated('checkout', { project: 'web' }),
      featureCreated('search', { project: 'api' }),
      featureCreated('gone', { project: 'web' }),
      featureArchived('gone', undefined, 'web'),
    ]);
    await h.project(new FeatureViewProjection());
  });
  afterAll(() => h.close());

  it('places a flag in its project, archived ones too', async () => {
    expect([await sut.inProject('checkout', 'web'), await sut.inProject('gone', 'web')]).toEqual([true, true]);
    expect([await sut.inProject('checkout', 'api'), await sut.inProject('nope', 'web')]).toEqual([false, false]);
    expect(await sut.projectOf('search')).toBe('api');
  });

  it('names the projects of the flags that exist among several names, by name', async () => {
    expect(await sut.projectsOf(['search', 'nope', 'checkout', 'search'])).toEqual([
      { name: 'checkout', project: 'web' },
      { name: 'search', project: 'api' },
    ]);
  });

  it('tells whether a name is taken, and by an archived flag or not', async () => {
    expect(await sut.nameInUse('checkout')).toEqual({ archived: false });
    expect(await sut.nameInUse('gone')).toEqual({ archived: true });
    expect(await sut.nameInUse('free')).toBeNull();
  });
});
