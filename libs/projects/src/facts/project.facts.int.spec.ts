import type { DataSource } from 'typeorm';
import { FeatureViewProjection } from '@pennant/features';
import { featureArchived, featureCreated, projectArchived, projectCreated, projectData } from '../../../../test/support/event-builders';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { CatalogProjection } from '../projections/catalog.projection';
import { ProjectFacts } from './project.facts';

/** Events in through the real projections, facts out: what handlers ask about projects. */
describe('ProjectFacts', () => {
  let h: ProjectionHarness;
  let sut: ProjectFacts;

  beforeAll(async () => {
    h = await createProjectionHarness();
    // The facts only call `query(text, params)`: the harness's pool answers it on the same database.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    sut = new ProjectFacts(dataSource);
    await h.append([projectCreated(projectData('web')), projectCreated(projectData('old')), projectArchived('old')]);
    await h.append([
      featureCreated('a', { project: 'web' }),
      featureCreated('b', { project: 'web' }),
      featureArchived('b', undefined, 'web'),
    ]);
    await h.project(new CatalogProjection());
    await h.project(new FeatureViewProjection());
  });
  afterAll(() => h.close());

  it('knows a project while its row exists, archived or not; only a non-archived one is active', async () => {
    expect([await sut.isKnown('web'), await sut.isActive('web')]).toEqual([true, true]);
    expect([await sut.isKnown('old'), await sut.isActive('old')]).toEqual([true, false]);
    expect([await sut.isKnown('nope'), await sut.isActive('nope')]).toEqual([false, false]);
  });

  it('names which of several ids are projects, and counts the active ones', async () => {
    expect((await sut.knownAmong(['web', 'nope', 'old'])).sort()).toEqual(['old', 'web']);
    expect(await sut.activeCount()).toBe(1);
  });

  it("counts a project's flags, active and all", async () => {
    expect(await sut.flagCounts('web')).toEqual({ activeFlags: 1, allFlags: 2 });
    expect(await sut.flagCounts('nope')).toEqual({ activeFlags: 0, allFlags: 0 });
  });

  it('knows which flags are in a project, archived ones too', async () => {
    expect([
      await sut.hasFlag('web', 'a'),
      await sut.hasFlag('web', 'b'),
      await sut.hasFlag('old', 'a'),
      await sut.hasFlag('web', 'nope'),
    ]).toEqual([true, true, false, false]);
  });
});
