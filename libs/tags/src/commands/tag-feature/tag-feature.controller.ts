import { Body, Controller, Delete, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { tagSchema, toTag, updateFeatureTagsSchema } from '../tag.schemas';
import { UpdateFeatureTagsCommand } from './tag-feature.command';

@Controller('api/admin/features/:featureName/tags')
export class TagFeatureController {
  constructor(private readonly commands: CommandBus) {}

  /** → 201 with the tag and a `location`. */
  @Access.permission('UPDATE_FEATURE')
  @Post()
  @HttpCode(201)
  async add(@Param('featureName') featureName: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const tag = toTag(validate(tagSchema, body));
    await this.commands.execute(new UpdateFeatureTagsCommand(principal.actor, featureName, [tag], []));
    reply.header('location', `${encodeURIComponent(featureName)}/tags`);
    return tag;
  }

  /** → 200 `{version: 1, tags}` (the flag's tags afterwards). */
  @Access.permission('UPDATE_FEATURE')
  @Put()
  @HttpCode(200)
  async update(@Param('featureName') featureName: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = validate(updateFeatureTagsSchema, body);
    const result = await this.commands.execute(new UpdateFeatureTagsCommand(principal.actor, featureName, (input.addedTags ?? []).map(toTag), (input.removedTags ?? []).map(toTag)));
    return { version: 1, tags: result.tags };
  }

  @Access.permission('UPDATE_FEATURE')
  @Delete(':type/:value')
  @HttpCode(200)
  async remove(@Param('featureName') featureName: string, @Param('type') type: string, @Param('value') value: string, @CurrentPrincipal() principal: Principal): Promise<void> {
    await this.commands.execute(new UpdateFeatureTagsCommand(principal.actor, featureName, [], [{ type, value }]));
  }
}
