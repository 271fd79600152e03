import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { SignalEndpointNotFoundError } from '../../domain/signal-endpoint.errors';
import { idParam } from '../../http/params';
import { GetSignalEndpointsQuery } from '../../queries/get-signal-endpoints/get-signal-endpoints.query';
import { signalEndpointAnswer } from '../../queries/get-signal-endpoints/get-signal-endpoints.response';
import type { UpdateEndpoint } from '../../domain/signal-endpoint.decider';
import { UpdateSignalEndpointCommand } from './update-signal-endpoint.command';
import { updateSignalEndpointSchema } from './update-signal-endpoint.schema';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/signal-endpoints/:id')
export class UpdateSignalEndpointController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.permission('ADMIN')
  @Put()
  @ApiDoc({
    summary: 'Update a signal endpoint (absent fields are kept)',
    tag: 'Signals',
    body: updateSignalEndpointSchema.json,
    errors: [400, 404, 409, 415],
    response: signalEndpointAnswer.json,
  })
  async update(@Param('id') rawId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const id = idParam(rawId, 'id');
    return this.apply(principal, id, validate(updateSignalEndpointSchema, body));
  }

  /** `/on` and `/off` are Unleash's paths; `toggle-on`/`toggle-off` are aliases. */
  @Access.permission('ADMIN')
  @Post(['on', 'toggle-on'])
  @HttpCode(200)
  @ApiDoc({ summary: 'Enable a signal endpoint', errors: [400, 404], response: signalEndpointAnswer.json })
  async on(@Param('id') rawId: string, @CurrentPrincipal() principal: Principal) {
    return this.apply(principal, idParam(rawId, 'id'), { enabled: true });
  }

  @Access.permission('ADMIN')
  @Post(['off', 'toggle-off'])
  @HttpCode(200)
  @ApiDoc({ summary: 'Disable a signal endpoint', errors: [400, 404], response: signalEndpointAnswer.json })
  async off(@Param('id') rawId: string, @CurrentPrincipal() principal: Principal) {
    return this.apply(principal, idParam(rawId, 'id'), { enabled: false });
  }

  private async apply(principal: Principal, id: number, changes: UpdateEndpoint['changes']) {
    const receipt = await this.commands.execute(new UpdateSignalEndpointCommand(principal.actor, id, changes));
    return readAnswer(receipt, async () => {
      const [endpoint] = await this.queries.execute(new GetSignalEndpointsQuery(id));
      if (!endpoint) throw new SignalEndpointNotFoundError(id);
      return endpoint;
    });
  }
}
