import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { TagRef, TagTypeData } from '@pennant/events';
import { BUILT_IN_TAG_TYPES } from '../../domain/tag-type.decider';
import { ListFeatureTagsQuery, ListTagsQuery, ListTagTypesQuery } from './list-tags.query';

/** Built-in types are listed unless a row (an update of them) replaces them. */
@QueryHandler(ListTagTypesQuery)
export class ListTagTypesHandler implements IQueryHandler<ListTagTypesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<TagTypeData[]> {
    const rows = (await this.dataSource.query('SELECT name, description, icon FROM rm_tag_types')) as TagTypeData[];
    const builtIn = BUILT_IN_TAG_TYPES.filter((t) => !rows.some((r) => r.name === t.name));
    return [...builtIn, ...rows].sort((a, b) => a.name.localeCompare(b.name));
  }
}

@QueryHandler(ListTagsQuery)
export class ListTagsHandler implements IQueryHandler<ListTagsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<TagRef[]> {
    return (await this.dataSource.query('SELECT type, value FROM rm_tags ORDER BY type, value')) as TagRef[];
  }
}

@QueryHandler(ListFeatureTagsQuery)
export class ListFeatureTagsHandler implements IQueryHandler<ListFeatureTagsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: ListFeatureTagsQuery): Promise<TagRef[] | null> {
    const rows = (await this.dataSource.query(
      `SELECT coalesce((SELECT json_agg(json_build_object('type', t.tag_type, 'value', t.tag_value) ORDER BY t.tag_type, t.tag_value)
                          FROM rm_feature_tags t WHERE t.feature_name = f.name), '[]') AS tags
         FROM rm_features f WHERE f.name = $1`,
      [query.name],
    )) as { tags: TagRef[] }[];
    return rows[0]?.tags ?? null;
  }
}
