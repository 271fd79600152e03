import type { DataSource } from 'typeorm';
import type { DomainEvent } from '@pennant/events';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { ContextFieldsProjection } from '../projections/context-fields.projection';
import { ContextFieldFacts } from './context-field.facts';

const AT = '2026-01-01T00:00:00.000Z';
const field = (name: string, sortOrder: number, legalValues: { value: string; description?: string }[] = []) => ({
  name,
  description: `${name} field`,
  legalValues,
  stickiness: sortOrder % 2 === 0,
  sortOrder,
  createdAt: AT,
});
const created = (f: ReturnType<typeof field>): DomainEvent => ({ type: 'context-field-created', data: { data: f } }) as DomainEvent;
const deleted = (f: ReturnType<typeof field>): DomainEvent => ({ type: 'context-field-deleted', data: { preData: f } }) as DomainEvent;

/** Events in through the real context-fields projection, definitions out. */
describe('ContextFieldFacts', () => {
  let h: ProjectionHarness;
  let sut: ContextFieldFacts;

  beforeAll(async () => {
    h = await createProjectionHarness();
    // The facts only call `query(text, params)`: the harness's pool answers it on the same database.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    sut = new ContextFieldFacts(dataSource);
    await h.append([
      created(field('region', 2, [{ value: 'eu', description: 'Europe' }, { value: 'us' }])),
      created(field('tenant', 1)),
      created(field('gone', 3)),
      deleted(field('gone', 3)),
    ]);
    await h.project(new ContextFieldsProjection());
  });
  afterAll(() => h.close());

  it('gives the stored definitions of the named fields, by name', async () => {
    expect(await sut.definitionsOf(['tenant', 'gone', 'region', 'nope'])).toEqual([
      {
        name: 'region',
        description: 'region field',
        stickiness: true,
        sortOrder: 2,
        legalValues: [{ value: 'eu', description: 'Europe' }, { value: 'us' }],
      },
      { name: 'tenant', description: 'tenant field', stickiness: false, sortOrder: 1, legalValues: [] },
    ]);
    expect(await sut.definitionsOf([])).toEqual([]);
  });
});
