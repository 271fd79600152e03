import type { DataSource } from 'typeorm';
import type { DomainEvent } from '@pennant/events';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { TagsProjection } from '../projections/tags.projection';
import { TagRegistryFacts } from './tag-registry.facts';

const tagType = (name: string, icon: string | null = null) => ({ name, description: `${name} tags`, icon, color: null });
const typeCreated = (name: string, icon: string | null = null): DomainEvent => ({
  type: 'tag-type-created',
  data: { data: tagType(name, icon) },
});
const typeDeleted = (name: string): DomainEvent => ({ type: 'tag-type-deleted', data: { preData: tagType(name) } });
const tagCreated = (type: string, value: string): DomainEvent => ({ type: 'tag-created', data: { data: { type, value } } });
const tagDeleted = (type: string, value: string): DomainEvent => ({ type: 'tag-deleted', data: { preData: { type, value } } });

/** Events in through the real tag-registry projection, facts out. */
describe('TagRegistryFacts', () => {
  let h: ProjectionHarness;
  let sut: TagRegistryFacts;

  beforeAll(async () => {
    h = await createProjectionHarness();
    // The facts only call `query(text, params)`: the harness's pool answers it on the same database.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    sut = new TagRegistryFacts(dataSource);
    await h.append([typeCreated('team', 'people'), typeCreated('color'), typeCreated('gone'), typeDeleted('gone')]);
    await h.append([
      tagCreated('team', 'a'),
      tagCreated('team', 'b'),
      tagCreated('team', 'c'),
      tagDeleted('team', 'c'),
      tagCreated('color', 'red'),
    ]);
    await h.project(new TagsProjection());
  });
  afterAll(() => h.close());

  it('lists the registered tags of a type', async () => {
    expect((await sut.tagsOfType('team')).sort((x, y) => x.value.localeCompare(y.value))).toEqual([
      { type: 'team', value: 'a' },
      { type: 'team', value: 'b' },
    ]);
    expect(await sut.tagsOfType('gone')).toEqual([]);
  });

  it('gives the definitions of the named tag types that exist, by name', async () => {
    expect(await sut.typesNamed(['team', 'gone', 'color', 'team'])).toEqual([
      { name: 'color', description: 'color tags', icon: null },
      { name: 'team', description: 'team tags', icon: 'people' },
    ]);
  });
});
