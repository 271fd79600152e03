import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { SignalEndpointTokenNotFoundError } from '../../domain/signal-endpoint.errors';
import { idParam } from '../../http/params';
import { GetSignalEndpointsQuery } from '../../queries/get-signal-endpoints/get-signal-endpoints.query';
import { createdSignalEndpointTokenAnswer } from '../../queries/get-signal-endpoints/get-signal-endpoints.response';
import { CreateSignalEndpointTokenCommand } from './create-signal-endpoint-token.command';
import { signalEndpointTokenSchema } from './create-signal-endpoint-token.schema';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/signal-endpoints/:id/tokens')
export class CreateSignalEndpointTokenController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** 201 with the token row plus `token`: the secret, returned this once only. */
  @Access.permission('ADMIN')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a token for a signal endpoint (the secret is returned only here)',
    tag: 'Signals',
    body: signalEndpointTokenSchema.json,
    errors: [400, 404, 415],
    response: createdSignalEndpointTokenAnswer.json,
  })
  async create(@Param('id') rawId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const endpointId = idParam(rawId, 'id');
    const { name } = validate(signalEndpointTokenSchema, body);
    const { id, secret, receipt } = await this.commands.execute(new CreateSignalEndpointTokenCommand(principal.actor, endpointId, name));
    return readAnswer(
      receipt,
      async () => {
        const [endpoint] = await this.queries.execute(new GetSignalEndpointsQuery(endpointId));
        const token = endpoint?.tokens.find((t) => t.id === id);
        if (!token) throw new SignalEndpointTokenNotFoundError(endpointId, id);
        return { ...token, token: secret };
      },
      { shownOnce: ['token'] },
    );
  }
}
