import { Body, Controller, Delete, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { tagAnswer, tagsAnswer } from '../../queries/tag.response';
import { tagSchema, toTag, updateFeatureTagsSchema } from '../tag.schema';
import { UpdateFeatureTagsCommand } from './tag-feature.command';
import { written, readAnswer } from '@pennant/core';

@Controller('api/admin/features/:featureName/tags')
export class TagFeatureController {
  constructor(private readonly commands: CommandBus) {}

  /** → 201 with the tag and a `location`. */
  @Access.permission('UPDATE_FEATURE')
  @Post()
  @HttpCode(201)
  @ApiDoc({ summary: 'Tag a feature flag', body: tagSchema.json, errors: [400, 404], response: tagAnswer.json })
  async add(
    @Param('featureName') featureName: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const tag = toTag(validate(tagSchema, body));
    const receipt = await this.commands.execute(new UpdateFeatureTagsCommand(principal.actor, featureName, [tag], []));
    reply.header('location', `${encodeURIComponent(featureName)}/tags`);
    return readAnswer(receipt, async () => {
      return tag;
    });
  }

  /** → 200 `{version: 1, tags}` (the flag's tags afterwards). */
  @Access.permission('UPDATE_FEATURE')
  @Put()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Add and remove tags of a feature flag',
    body: updateFeatureTagsSchema.json,
    errors: [400, 404],
    response: tagsAnswer.json,
  })
  async update(@Param('featureName') featureName: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = validate(updateFeatureTagsSchema, body);
    const result = await this.commands.execute(
      new UpdateFeatureTagsCommand(principal.actor, featureName, (input.addedTags ?? []).map(toTag), (input.removedTags ?? []).map(toTag)),
    );
    return written(result, { version: 1 as const, tags: result.tags });
  }

  @Access.permission('UPDATE_FEATURE')
  @Delete(':type/:value')
  @ApiDoc({ noBody: true, summary: 'Remove a tag from a feature flag' })
  @HttpCode(200)
  async remove(
    @Param('featureName') featureName: string,
    @Param('type') type: string,
    @Param('value') value: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(await this.commands.execute(new UpdateFeatureTagsCommand(principal.actor, featureName, [], [{ type, value }])));
  }
}
