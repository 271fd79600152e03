import type { DataSource } from 'typeorm';
import type { DomainEvent } from '@pennant/events';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { ChangeRequestsProjection } from '../projections/change-requests.projection';
import { ChangeRequestFacts } from './change-request.facts';

const subject = { project: 'web', environment: 'production' };
const created = (id: number, author = 'user:1'): DomainEvent =>
  ({
    type: 'change-request-created',
    data: { ...subject, data: { changeRequestId: id, title: `cr ${id}`, minApprovals: 1, author } },
  }) as DomainEvent;
const scheduled = (id: number, scheduledAt: string): DomainEvent =>
  ({ type: 'change-request-scheduled', data: { ...subject, data: { changeRequestId: id, scheduledAt } } }) as DomainEvent;
const suspended = (id: number): DomainEvent =>
  ({ type: 'change-request-schedule-suspended', data: { ...subject, data: { changeRequestId: id, reason: 'gone' } } }) as DomainEvent;
const failed = (id: number): DomainEvent =>
  ({
    type: 'change-request-scheduled-application-failure',
    data: { ...subject, data: { changeRequestId: id, reason: 'broken' } },
  }) as DomainEvent;
const applied = (id: number): DomainEvent =>
  ({ type: 'change-request-applied', data: { ...subject, data: { changeRequestId: id } } }) as DomainEvent;

/** Events in through the real change-requests projection, facts out: what the scheduler and commands ask. */
describe('ChangeRequestFacts', () => {
  let h: ProjectionHarness;
  let sut: ChangeRequestFacts;

  beforeAll(async () => {
    h = await createProjectionHarness();
    // The facts only call `query(text, params)`: the harness's pool answers it on the same database.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    sut = new ChangeRequestFacts(dataSource);
    await h.append([
      created(1),
      scheduled(1, '2030-01-01T12:00:00.000Z'),
      created(2),
      scheduled(2, '2030-01-01T10:00:00.000Z'),
      created(3),
      scheduled(3, '2030-01-01T11:00:00.000Z'),
      suspended(3),
      created(4),
      scheduled(4, '2030-01-01T09:00:00.000Z'),
      failed(4),
      created(5),
      scheduled(5, '2030-01-01T08:00:00.000Z'),
      applied(5),
      created(6),
      scheduled(6, '2030-01-02T00:00:00.000Z'),
      created(7, 'user:2'),
    ]);
    await h.project(new ChangeRequestsProjection());
  });
  afterAll(() => h.close());

  it('names the scheduled requests due at a time, pending only, oldest schedule first', async () => {
    expect(await sut.dueForApplication(new Date('2030-01-01T12:00:00.000Z'))).toEqual([2, 1]);
    expect(await sut.dueForApplication(new Date('2030-01-01T11:59:59.000Z'))).toEqual([2]);
    expect(await sut.dueForApplication(new Date('2030-01-03T00:00:00.000Z'))).toEqual([2, 1, 6]);
    expect(await sut.dueForApplication(new Date('2029-01-01T00:00:00.000Z'))).toEqual([]);
  });

  it("finds the author's draft in a project environment", async () => {
    expect(await sut.draftOf('web', 'production', 'user:2')).toBe(7);
    expect(await sut.draftOf('web', 'production', 'user:9')).toBeNull();
  });
});
