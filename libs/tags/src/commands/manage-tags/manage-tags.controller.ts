import { Body, Controller, Delete, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { oneTagAnswer } from '../../queries/tag.response';
import { tagSchema, toTag } from '../tag.schema';
import { CreateTagCommand, DeleteTagCommand } from './manage-tags.command';
import { written, readAnswer } from '@pennant/core';

@Controller('api/admin/tags')
export class ManageTagsController {
  constructor(private readonly commands: CommandBus) {}

  /** → 201 `{version: 1, tag}` with a `location`; 409 when it exists, 400 for an unknown type. */
  @Access.permission('UPDATE_FEATURE')
  @Post()
  @HttpCode(201)
  @ApiDoc({ summary: 'Create a tag', body: tagSchema.json, errors: [400, 409], response: oneTagAnswer.json })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const tag = toTag(validate(tagSchema, body));
    const receipt = await this.commands.execute(new CreateTagCommand(principal.actor, tag));
    reply.header('location', `tags/${encodeURIComponent(tag.type)}/${encodeURIComponent(tag.value)}`);
    return readAnswer(receipt, async () => {
      return { version: 1, tag };
    });
  }

  @Access.permission('UPDATE_FEATURE')
  @Delete(':type/:value')
  @ApiDoc({ noBody: true, summary: 'Delete a tag' })
  @HttpCode(200)
  async remove(@Param('type') type: string, @Param('value') value: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeleteTagCommand(principal.actor, { type, value })));
  }
}
