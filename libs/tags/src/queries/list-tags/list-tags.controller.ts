import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FeatureNameNotFoundError } from '@pennant/features';
import { ListFeatureTagsQuery, ListTagsQuery, ListTagTypesQuery } from './list-tags.query';
import { Access } from '@pennant/platform';

@Controller('api/admin')
export class ListTagsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get('tag-types')
  async tagTypes() {
    return { version: 1, tagTypes: await this.queries.execute(new ListTagTypesQuery()) };
  }

  @Access.authenticated()
  @Get('tags')
  async tags() {
    return { version: 1, tags: await this.queries.execute(new ListTagsQuery()) };
  }

  @Access.authenticated()
  @Get('features/:featureName/tags')
  async featureTags(@Param('featureName') featureName: string) {
    const tags = await this.queries.execute(new ListFeatureTagsQuery(featureName));
    if (tags === null) throw new FeatureNameNotFoundError(featureName);
    return { version: 1, tags };
  }
}
