import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { SignalEndpointTokenNotFoundError } from '../../domain/signal-endpoint.errors';
import { idParam } from '../../http/params';
import { GetSignalEndpointsQuery } from '../../queries/get-signal-endpoints/get-signal-endpoints.query';
import { signalEndpointTokenAnswer } from '../../queries/get-signal-endpoints/get-signal-endpoints.response';
import { signalEndpointTokenSchema } from '../create-signal-endpoint-token/create-signal-endpoint-token.schema';
import { UpdateSignalEndpointTokenCommand } from './update-signal-endpoint-token.command';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/signal-endpoints/:id/tokens/:tokenId')
export class UpdateSignalEndpointTokenController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Rename; answers with the token row (never the secret). */
  @Access.permission('ADMIN')
  @Put()
  @ApiDoc({
    summary: 'Rename a token of a signal endpoint',
    tag: 'Signals',
    body: signalEndpointTokenSchema.json,
    errors: [400, 404, 415],
    response: signalEndpointTokenAnswer.json,
  })
  async rename(
    @Param('id') rawId: string,
    @Param('tokenId') rawTokenId: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const endpointId = idParam(rawId, 'id');
    const tokenId = idParam(rawTokenId, 'tokenId');
    const { name } = validate(signalEndpointTokenSchema, body);
    const receipt = await this.commands.execute(new UpdateSignalEndpointTokenCommand(principal.actor, endpointId, tokenId, name));
    return readAnswer(receipt, async () => {
      const [endpoint] = await this.queries.execute(new GetSignalEndpointsQuery(endpointId));
      const token = endpoint?.tokens.find((t) => t.id === tokenId);
      if (!token) throw new SignalEndpointTokenNotFoundError(endpointId, tokenId);
      return token;
    });
  }
}
