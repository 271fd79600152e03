import type { DataSource } from 'typeorm';
import type { DomainEvent } from '@pennant/events';
import { environmentCreated, featureArchived, featureCreated, featureStale, featureToggled } from '../../../../test/support/event-builders';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { CatalogProjection } from '@pennant/projects';
import { FeatureViewProjection } from '../projections/feature-view.projection';
import { FeatureLifecycleFacts } from './feature-lifecycle.facts';

const seen = (feature: string, environment: string, stage: 'pre-live' | 'live'): DomainEvent => ({
  type: 'client-metrics',
  data: { project: 'default', featureName: feature, environment, data: { appName: 'app', environmentType: 'production', stage } },
});
const RECENT = '2026-03-14T00:00:00.000Z';
const potentiallyStale = (feature: string): DomainEvent => ({
  type: 'feature-potentially-stale-on',
  data: { project: 'default', featureName: feature },
});

/** Events in through the real projections, candidates out: what the lifecycle jobs act on. */
describe('FeatureLifecycleFacts', () => {
  let h: ProjectionHarness;
  let sut: FeatureLifecycleFacts;

  beforeAll(async () => {
    h = await createProjectionHarness();
    // The facts only call `query(text, params)`: the harness's pool answers it on the same database.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    sut = new FeatureLifecycleFacts(dataSource);
    await h.append([environmentCreated('production', 'production'), environmentCreated('development', 'development')]);
    await h.append([
      featureCreated('release-old', { type: 'release', createdAt: '2026-01-01T00:00:00.000Z' }),
      featureCreated('release-young', { type: 'release', createdAt: '2026-03-01T00:00:00.000Z' }),
      featureCreated('experiment-old', { type: 'experiment', createdAt: '2025-12-01T00:00:00.000Z' }),
      featureCreated('permission-old', { type: 'permission', createdAt: '2025-01-01T00:00:00.000Z' }),
      featureCreated('stale-old', { type: 'release', createdAt: '2026-01-01T00:00:00.000Z' }),
      featureStale('stale-old', true),
      featureCreated('marked-old', { type: 'release', createdAt: '2026-01-01T00:00:00.000Z' }),
      potentiallyStale('marked-old'),
      featureCreated('archived-old', { type: 'release', createdAt: '2026-01-01T00:00:00.000Z' }),
      featureArchived('archived-old'),
      featureCreated('fresh', { createdAt: RECENT }),
      featureCreated('prelive', { createdAt: RECENT }),
      seen('prelive', 'development', 'pre-live'),
      featureToggled('prelive', 'production', true),
      featureCreated('live', { createdAt: RECENT }),
      seen('live', 'production', 'live'),
      featureToggled('live', 'production', true),
    ]);
    await h.project(new CatalogProjection());
    await h.project(new FeatureViewProjection());
  });
  afterAll(() => h.close());

  it('names active, not (potentially) stale flags past their type lifetime, oldest first', async () => {
    const lifetimes = { release: 40, experiment: 40 };
    expect(await sut.pastTheirLifetime(lifetimes, new Date('2026-03-15T00:00:00.000Z'))).toEqual(['experiment-old', 'release-old']);
    expect(await sut.pastTheirLifetime(lifetimes, new Date('2026-01-15T00:00:00.000Z'))).toEqual(['experiment-old']);
    expect(await sut.pastTheirLifetime({ release: 10 }, new Date('2026-03-15T00:00:00.000Z'))).toEqual(['release-old', 'release-young']);
  });

  it('keeps the sightings that could enter pre-live or live, one per flag and environment', async () => {
    const sightings = [
      { feature: 'fresh', environment: 'development', app: 'b' },
      { feature: 'fresh', environment: 'development', app: 'a' },
      { feature: 'fresh', environment: 'nowhere', app: 'a' },
      { feature: 'prelive', environment: 'development', app: 'a' },
      { feature: 'prelive', environment: 'production', app: 'a' },
      { feature: 'live', environment: 'production', app: 'a' },
      { feature: 'archived-old', environment: 'development', app: 'a' },
      { feature: 'nope', environment: 'development', app: 'a' },
    ];
    expect(await sut.sdkUsageCandidates(sightings)).toEqual([
      { feature: 'fresh', environment: 'development', app: 'a', environmentType: 'development' },
      { feature: 'prelive', environment: 'production', app: 'a', environmentType: 'production' },
    ]);
    expect(await sut.sdkUsageCandidates([])).toEqual([]);
  });
});
