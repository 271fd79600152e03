import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FeatureNameNotFoundError } from '@pennant/features';
import { Access, ApiDoc, NotFoundError, validate } from '@pennant/platform';
import { TagTypeExistsError, TagTypeNotFoundError } from '../../domain/tag.errors';
import { createTagTypeSchema } from '../../commands/tag.schemas';
import { ListFeatureTagsQuery, ListTagsQuery, ListTagTypesQuery } from './list-tags.query';

@Controller('api/admin')
export class ListTagsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get('tag-types')
  async tagTypes() {
    return { version: 1, tagTypes: await this.queries.execute(new ListTagTypesQuery()) };
  }

  /** → `{version: 1, tagType}`; 404 when there is none of that name. */
  @Access.authenticated()
  @Get('tag-types/:name')
  @ApiDoc({ summary: 'Get a tag type', tag: 'Tags', errors: [404] })
  async tagType(@Param('name') name: string) {
    const tagType = (await this.queries.execute(new ListTagTypesQuery())).find((t) => t.name === name);
    if (!tagType) throw new TagTypeNotFoundError(name);
    return { version: 1, tagType };
  }

  /** A tag type as `POST /tag-types` takes it: 200 `{valid: true, tagType}`, 400 malformed, 409 name taken (Unleash's validateTagTypeSchema). */
  @Access.authenticated()
  @Post('tag-types/validate')
  @HttpCode(200)
  @ApiDoc({ summary: 'Check that a tag type is valid and its name free', tag: 'Tags', body: createTagTypeSchema.json, errors: [400, 409] })
  async validateTagType(@Body() body: unknown) {
    const tagType = validate(createTagTypeSchema, body);
    if ((await this.queries.execute(new ListTagTypesQuery())).some((t) => t.name === tagType.name)) throw new TagTypeExistsError(tagType.name);
    return { valid: true, tagType };
  }

  @Access.authenticated()
  @Get('tags')
  async tags() {
    return { version: 1, tags: await this.queries.execute(new ListTagsQuery()) };
  }

  /** → `{version: 1, tags}` of one type (empty for an unknown type, as Unleash answers). */
  @Access.authenticated()
  @Get('tags/:type')
  @ApiDoc({ summary: 'List the tags of a tag type', tag: 'Tags' })
  async tagsOfType(@Param('type') type: string) {
    return { version: 1, tags: await this.queries.execute(new ListTagsQuery(type)) };
  }

  /** → `{version: 1, tag}`; 404 when it does not exist. */
  @Access.authenticated()
  @Get('tags/:type/:value')
  @ApiDoc({ summary: 'Get a tag', tag: 'Tags', errors: [404] })
  async tag(@Param('type') type: string, @Param('value') value: string) {
    const tag = (await this.queries.execute(new ListTagsQuery(type))).find((t) => t.value === value);
    if (!tag) throw new NotFoundError(`Could not find the tag "${type}:${value}".`);
    return { version: 1, tag };
  }

  @Access.authenticated()
  @Get('features/:featureName/tags')
  async featureTags(@Param('featureName') featureName: string) {
    const tags = await this.queries.execute(new ListFeatureTagsQuery(featureName));
    if (tags === null) throw new FeatureNameNotFoundError(featureName);
    return { version: 1, tags };
  }
}
