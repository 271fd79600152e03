import { Body, Controller, Delete, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { tagTypeAnswer } from '../../queries/tag.response';
import { createTagTypeSchema, updateTagTypeSchema } from '../tag.schema';
import { CreateTagTypeCommand, DeleteTagTypeCommand, UpdateTagTypeCommand } from './manage-tag-types.command';
import { written, readAnswer } from '@pennant/core';

@Controller('api/admin/tag-types')
export class ManageTagTypesController {
  constructor(private readonly commands: CommandBus) {}

  /** → 201 with the tag type and a `location`. */
  @Access.permission('CREATE_TAG_TYPE')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a tag type',
    tag: 'Tags',
    body: createTagTypeSchema.json,
    errors: [400, 409, 415],
    response: tagTypeAnswer.json,
  })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = validate(createTagTypeSchema, body);
    const data = { name: input.name, description: input.description ?? '', icon: input.icon ?? null, color: input.color ?? null };
    const receipt = await this.commands.execute(new CreateTagTypeCommand(principal.actor, data));
    reply.header('location', `tag-types/${encodeURIComponent(data.name)}`);
    return readAnswer(receipt, async () => {
      return data;
    });
  }

  @Access.permission('UPDATE_TAG_TYPE')
  @Put(':name')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Update a tag type (absent fields are kept)',
    tag: 'Tags',
    body: updateTagTypeSchema.json,
    errors: [400, 404, 415],
  })
  async update(@Param('name') name: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const changes = validate(updateTagTypeSchema, body);
    return written(await this.commands.execute(new UpdateTagTypeCommand(principal.actor, name, changes)));
  }

  @Access.permission('DELETE_TAG_TYPE')
  @Delete(':name')
  @ApiDoc({ noBody: true, summary: 'Delete a tag type' })
  @HttpCode(200)
  async remove(@Param('name') name: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeleteTagTypeCommand(principal.actor, name)));
  }
}
