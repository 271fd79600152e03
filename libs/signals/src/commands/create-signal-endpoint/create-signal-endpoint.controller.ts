import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { GetSignalEndpointsQuery } from '../../queries/get-signal-endpoints/get-signal-endpoints.query';
import { signalEndpointAnswer } from '../../queries/get-signal-endpoints/get-signal-endpoints.response';
import { CreateSignalEndpointCommand } from './create-signal-endpoint.command';
import { createSignalEndpointSchema } from './create-signal-endpoint.schema';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/signal-endpoints')
export class CreateSignalEndpointController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.permission('ADMIN')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a signal endpoint (its name is the last segment of its URL)',
    tag: 'Signals',
    body: createSignalEndpointSchema.json,
    errors: [400, 409, 415],
    response: signalEndpointAnswer.json,
  })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = validate(createSignalEndpointSchema, body);
    const { id, receipt } = await this.commands.execute(
      new CreateSignalEndpointCommand(principal.actor, input.name, input.description ?? null, input.enabled ?? true),
    );
    void reply.header('location', `/api/admin/signal-endpoints/${id}`);
    return readAnswer(receipt, async () => {
      const [endpoint] = await this.queries.execute(new GetSignalEndpointsQuery(id));
      return endpoint;
    });
  }
}
