import type { DomainEvent } from '@pennant/events';
import type { DataSource } from 'typeorm';
import { environmentCreated, projectCreated, projectData, projectEnvironmentAdded } from '../../../../test/support/event-builders';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { CatalogProjection } from '../projections/catalog.projection';
import { EnvironmentFacts } from './environment.facts';

const disabledEnvironment = (name: string, sortOrder: number): DomainEvent => ({
  type: 'environment-created',
  data: { environment: name, data: { name, type: 'test', sortOrder, enabled: false } },
});

/** Events in through the real catalog projection, facts out: what handlers ask about environments. */
describe('EnvironmentFacts', () => {
  let h: ProjectionHarness;
  let sut: EnvironmentFacts;

  beforeAll(async () => {
    h = await createProjectionHarness();
    // The facts only call `query(text, params)`: the harness's pool answers it on the same database.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    sut = new EnvironmentFacts(dataSource);
    await h.append([
      environmentCreated('production', 'production', 200),
      environmentCreated('development', 'development', 100),
      disabledEnvironment('legacy', 0),
    ]);
    await h.append([
      projectCreated(projectData('web')),
      projectEnvironmentAdded('web', 'production'),
      projectEnvironmentAdded('web', 'development'),
    ]);
    await h.append([projectCreated(projectData('api')), projectEnvironmentAdded('api', 'production')]);
    await h.project(new CatalogProjection());
  });
  afterAll(() => h.close());

  it('knows every environment, enabled or not, and lists the enabled ones by sort order', async () => {
    expect([await sut.exists('legacy'), await sut.exists('production'), await sut.exists('nope')]).toEqual([true, true, false]);
    expect((await sut.allNames()).sort()).toEqual(['development', 'legacy', 'production']);
    expect(await sut.enabledNames()).toEqual(['development', 'production']);
  });

  it('picks `default` when it exists, else the first enabled environment', async () => {
    expect(await sut.defaultName()).toBe('development');
    await h.append([environmentCreated('default', 'production', 500)]);
    await h.project(new CatalogProjection());
    expect(await sut.defaultName()).toBe('default');
  });

  it('answers which environments a project has, in sort order, and how many projects use one', async () => {
    expect([await sut.inProject('web', 'development'), await sut.inProject('api', 'development')]).toEqual([true, false]);
    expect(await sut.ofProject('web')).toEqual(['development', 'production']);
    expect(await sut.ofProject('nope')).toEqual([]);
    expect([await sut.projectCount('production'), await sut.projectCount('development'), await sut.projectCount('legacy')]).toEqual([
      2, 1, 0,
    ]);
  });
});
