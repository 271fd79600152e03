import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FeatureNameNotFoundError } from '@pennant/features';
import { Access, ApiDoc, NotFoundError, validate, type Infer } from '@pennant/platform';
import { featureTagsAnswer, oneTagAnswer, oneTagTypeAnswer, tagsAnswer, tagTypesAnswer, validTagTypeAnswer } from '../tag.response';
import { TagTypeExistsError, TagTypeNotFoundError } from '../../domain/tag.errors';
import { createTagTypeSchema } from '../../commands/tag.schema';
import { ListFeatureTagsQuery, ListTagsQuery, ListTagTypesQuery } from './list-tags.query';

@Controller('api/admin')
export class ListTagsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get('tag-types')
  @ApiDoc({ summary: 'List tag types', response: tagTypesAnswer.json })
  async tagTypes(): Promise<Infer<typeof tagTypesAnswer>> {
    return { version: 1, tagTypes: await this.queries.execute(new ListTagTypesQuery()) };
  }

  /** → `{version: 1, tagType}`; 404 when there is none of that name. */
  @Access.authenticated()
  @Get('tag-types/:name')
  @ApiDoc({ summary: 'Get a tag type', tag: 'Tags', errors: [404], response: oneTagTypeAnswer.json })
  async tagType(@Param('name') name: string): Promise<Infer<typeof oneTagTypeAnswer>> {
    const tagType = (await this.queries.execute(new ListTagTypesQuery())).find((t) => t.name === name);
    if (!tagType) throw new TagTypeNotFoundError(name);
    return { version: 1, tagType };
  }

  /** A tag type as `POST /tag-types` takes it: 200 `{valid: true, tagType}`, 400 malformed, 409 name taken (Unleash's validateTagTypeSchema). */
  @Access.authenticated()
  @Post('tag-types/validate')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Check that a tag type is valid and its name free',
    tag: 'Tags',
    body: createTagTypeSchema.json,
    errors: [400, 409],
    response: validTagTypeAnswer.json,
  })
  async validateTagType(@Body() body: unknown): Promise<Infer<typeof validTagTypeAnswer>> {
    const tagType = validate(createTagTypeSchema, body);
    if ((await this.queries.execute(new ListTagTypesQuery())).some((t) => t.name === tagType.name))
      throw new TagTypeExistsError(tagType.name);
    return { valid: true, tagType };
  }

  @Access.authenticated()
  @Get('tags')
  @ApiDoc({ summary: 'List tags', response: tagsAnswer.json })
  async tags(): Promise<Infer<typeof tagsAnswer>> {
    return { version: 1, tags: await this.queries.execute(new ListTagsQuery()) };
  }

  /** → `{version: 1, tags}` of one type (empty for an unknown type, as Unleash answers). */
  @Access.authenticated()
  @Get('tags/:type')
  @ApiDoc({ summary: 'List the tags of a tag type', tag: 'Tags', response: tagsAnswer.json })
  async tagsOfType(@Param('type') type: string): Promise<Infer<typeof tagsAnswer>> {
    return { version: 1, tags: await this.queries.execute(new ListTagsQuery(type)) };
  }

  /** → `{version: 1, tag}`; 404 when it does not exist. */
  @Access.authenticated()
  @Get('tags/:type/:value')
  @ApiDoc({ summary: 'Get a tag', tag: 'Tags', errors: [404], response: oneTagAnswer.json })
  async tag(@Param('type') type: string, @Param('value') value: string): Promise<Infer<typeof oneTagAnswer>> {
    const tag = (await this.queries.execute(new ListTagsQuery(type))).find((t) => t.value === value);
    if (!tag) throw new NotFoundError(`Could not find the tag "${type}:${value}".`);
    return { version: 1, tag };
  }

  @Access.authenticated()
  @Get('features/:featureName/tags')
  @ApiDoc({ summary: 'List the tags of a feature flag', tag: 'features', errors: [404], response: featureTagsAnswer.json })
  async featureTags(@Param('featureName') featureName: string): Promise<Infer<typeof featureTagsAnswer>> {
    const tags = await this.queries.execute(new ListFeatureTagsQuery(featureName));
    if (tags === null) throw new FeatureNameNotFoundError(featureName);
    return { version: 1, tags };
  }
}
