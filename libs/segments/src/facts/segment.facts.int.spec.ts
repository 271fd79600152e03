import type { DataSource } from 'typeorm';
import {
  featureArchived,
  featureCreated,
  segment,
  segmentCreated,
  segmentDeleted,
  strategy,
  strategyAdded,
} from '../../../../test/support/event-builders';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { FeatureViewProjection } from '@pennant/features';
import { SegmentsProjection } from '../projections/segments.projection';
import { SegmentFacts } from './segment.facts';

const on = (contextName: string) => [{ contextName, operator: 'IN' as const, values: ['x'] }];

/** Events in through the real projections, facts out: what other nouns ask about segments. */
describe('SegmentFacts', () => {
  let h: ProjectionHarness;
  let sut: SegmentFacts;

  beforeAll(async () => {
    h = await createProjectionHarness();
    // The facts only call `query(text, params)`: the harness's pool answers it on the same database.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    sut = new SegmentFacts(dataSource);
    const gone = segment(4, { constraints: on('region') });
    await h.append([
      segmentCreated(segment(3, { name: 'beta', constraints: [...on('appName'), ...on('region')] })),
      segmentCreated(segment(1, { name: 'alpha', constraints: on('region') })),
      segmentCreated(segment(2, { name: 'plain', constraints: on('userId'), project: 'web' })),
      segmentCreated(gone),
      segmentDeleted(gone),
    ]);
    await h.append([
      featureCreated('a', { project: 'web' }),
      strategyAdded('a', 'production', strategy('s1', { segments: [1] }), 'web'),
      strategyAdded('a', 'development', strategy('s2', { segments: [1, 2] }), 'web'),
      featureCreated('old', { project: 'api' }),
      strategyAdded('old', 'production', strategy('s3', { segments: [1] }), 'api'),
      featureArchived('old', undefined, 'api'),
    ]);
    await h.project(new SegmentsProjection());
    await h.project(new FeatureViewProjection());
  });
  afterAll(() => h.close());

  it('names the segments constraining on a context field, by id', async () => {
    expect(await sut.constrainingOn('region')).toEqual([
      { id: 1, name: 'alpha' },
      { id: 3, name: 'beta' },
    ]);
    expect(await sut.constrainingOn('appName')).toEqual([{ id: 3, name: 'beta' }]);
    expect(await sut.constrainingOn('nothing')).toEqual([]);
  });

  it('names the segments among some ids that exist, by id', async () => {
    expect(await sut.named([3, 4, 1, 99])).toEqual([
      { id: 1, name: 'alpha' },
      { id: 3, name: 'beta' },
    ]);
    expect(await sut.named([])).toEqual([]);
  });

  it("counts the active flags' strategies using a segment and names their projects; places a segment in its project", async () => {
    expect([await sut.strategiesUsing(1), await sut.strategiesUsing(2), await sut.strategiesUsing(3)]).toEqual([2, 1, 0]);
    expect(await sut.projectsUsing(1)).toEqual(['web']);
    expect([await sut.projectOf(2), await sut.projectOf(1), await sut.projectOf(4)]).toEqual(['web', null, undefined]);
  });
});
