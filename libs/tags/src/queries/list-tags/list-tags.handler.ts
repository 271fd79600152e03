import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { TagRef, TagTypeData } from '@pennant/events';
import { BUILT_IN_TAG_TYPES } from '../../model/built-in-tag-types';
import { ListFeatureTagsQuery, ListTagsQuery, ListTagTypesQuery, type FeatureTag } from './list-tags.query';

/** Built-in types are listed unless a row (an update of them) replaces them. */
@QueryHandler(ListTagTypesQuery)
export class ListTagTypesHandler implements IQueryHandler<ListTagTypesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<TagTypeData[]> {
    const rows = (await this.dataSource.query('SELECT name, description, icon, color FROM rm_tag_types')) as TagTypeData[];
    const builtIn = BUILT_IN_TAG_TYPES.filter((t) => !rows.some((r) => r.name === t.name));
    return [...builtIn, ...rows].sort((a, b) => a.name.localeCompare(b.name));
  }
}

@QueryHandler(ListTagsQuery)
export class ListTagsHandler implements IQueryHandler<ListTagsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ type }: ListTagsQuery): Promise<TagRef[]> {
    if (type !== undefined)
      return (await this.dataSource.query('SELECT type, value FROM rm_tags WHERE type = $1 ORDER BY value', [type])) as TagRef[];
    return (await this.dataSource.query('SELECT type, value FROM rm_tags ORDER BY type, value')) as TagRef[];
  }
}

@QueryHandler(ListFeatureTagsQuery)
export class ListFeatureTagsHandler implements IQueryHandler<ListFeatureTagsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  /** Each tag with its type's color, as Unleash lists a flag's tags (the built-in `simple` is white unless updated). */
  async execute(query: ListFeatureTagsQuery): Promise<FeatureTag[] | null> {
    const rows = (await this.dataSource.query(
      `SELECT coalesce((SELECT json_agg(json_build_object('type', t.tag_type, 'value', t.tag_value,
                                 'color', CASE WHEN tt.name IS NULL AND t.tag_type = 'simple' THEN '#FFFFFF' ELSE tt.color END)
                                 ORDER BY t.tag_type, t.tag_value)
                          FROM rm_feature_tags t LEFT JOIN rm_tag_types tt ON tt.name = t.tag_type WHERE t.feature_name = f.name), '[]') AS tags
         FROM rm_features f WHERE f.name = $1`,
      [query.name],
    )) as { tags: FeatureTag[] }[];
    return rows[0]?.tags ?? null;
  }
}
