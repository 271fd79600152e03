import { segment, segmentCreated, segmentDeleted, segmentUpdated } from '../../../../test/support/event-builders';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { SegmentsProjection } from './segments.projection';

describe('segments projection (rm_segments)', () => {
  let h: ProjectionHarness;
  const sut = new SegmentsProjection();
  const rows = () =>
    h.rows(
      `SELECT id, name, description, project, constraints, created_by AS "createdBy", to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt" FROM rm_segments ORDER BY id`,
    );

  beforeEach(async () => {
    h = await createProjectionHarness();
  });
  afterEach(() => h.close());

  it('writes a created segment as one row with its constraints', async () => {
    const beta = segment(1, {
      name: 'beta',
      description: 'Beta users',
      project: 'web',
      constraints: [{ contextName: 'region', operator: 'IN', values: ['eu', 'us'] }],
    });
    await h.append([segmentCreated(beta)]);
    expect(await h.project(sut)).toBe(1);
    expect(await rows()).toEqual([beta]);
  });

  it('replaces name, description, project and constraints on update, keeping who created it and when', async () => {
    const first = segment(3, { name: 'old' });
    const changed = segment(3, {
      name: 'new',
      description: 'now described',
      project: 'web',
      constraints: [],
      createdBy: 'someone else',
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    await h.append([segmentCreated(first)]);
    await h.append([segmentUpdated(changed, first)]);
    await h.project(sut);
    expect(await rows()).toEqual([{ ...changed, createdBy: first.createdBy, createdAt: first.createdAt }]);
  });

  it('removes a deleted segment and leaves the others', async () => {
    await h.append([segmentCreated(segment(1)), segmentCreated(segment(2))]);
    await h.project(sut);
    await h.append([segmentDeleted(segment(1))]);
    expect(await h.project(sut)).toBe(1);
    expect((await rows()).map((r) => r.id)).toEqual([2]);
  });

  it('ends the same whether the log is applied in one batch or one event at a time (a rebuild and a live runner agree)', async () => {
    const history = [
      segmentCreated(segment(1)),
      segmentCreated(segment(2, { name: 'two' })),
      segmentUpdated(segment(1, { name: 'renamed' }), segment(1)),
      segmentDeleted(segment(2, { name: 'two' })),
      segmentCreated(segment(4)),
    ];
    await h.append(history);
    await h.project(sut, { batchSize: 1 });
    const oneByOne = await rows();
    await h.sql.query('TRUNCATE rm_segments');
    await h.project(sut, { from: 0 });
    expect(await rows()).toEqual(oneByOne);
    expect(oneByOne.map((r) => [r.id, r.name])).toEqual([
      [1, 'renamed'],
      [4, 'segment-4'],
    ]);
  });
});
