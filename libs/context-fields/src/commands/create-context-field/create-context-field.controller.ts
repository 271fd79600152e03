import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { GetContextFieldsQuery } from '../../queries/get-context-fields/get-context-fields.query';
import { contextFieldAnswer } from '../../queries/context-field.response';
import { createContextFieldSchema } from '../context-field.schema';
import { CreateContextFieldCommand } from './create-context-field.command';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/context')
export class CreateContextFieldController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** → 201, `location: context/<name>`, body = the field. */
  @Access.permission('CREATE_CONTEXT_FIELD')
  @Post()
  @ApiDoc({
    summary: 'Create a context field',
    tag: 'Context',
    body: createContextFieldSchema.json,
    errors: [400, 403, 409],
    response: contextFieldAnswer.json,
  })
  @HttpCode(201)
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = validate(createContextFieldSchema, body);
    const receipt = await this.commands.execute(new CreateContextFieldCommand(principal.actor, input));
    void reply.header('location', `context/${encodeURIComponent(input.name)}`);
    return readAnswer(receipt, async () => {
      const [field] = await this.queries.execute(new GetContextFieldsQuery(input.name));
      return field;
    });
  }
}
