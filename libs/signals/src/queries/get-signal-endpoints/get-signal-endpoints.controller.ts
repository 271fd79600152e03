import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SignalEndpointNotFoundError } from '../../domain/signal-endpoint.errors';
import { idParam } from '../../http/params';
import { GetSignalEndpointsQuery } from './get-signal-endpoints.query';
import { Access, ApiDoc, type Infer } from '@pennant/platform';
import {
  signalEndpointAnswer,
  signalEndpointsAnswer,
  signalEndpointTokensAnswer,
  type SignalEndpointResponse,
} from './get-signal-endpoints.response';

@Controller('api/admin/signal-endpoints')
export class GetSignalEndpointsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.permission('ADMIN')
  @Get()
  @ApiDoc({ summary: 'List signal endpoints with their tokens', response: signalEndpointsAnswer.json })
  async list(): Promise<Infer<typeof signalEndpointsAnswer>> {
    return { signalEndpoints: await this.queries.execute(new GetSignalEndpointsQuery(null)) };
  }

  @Access.permission('ADMIN')
  @Get(':id')
  @ApiDoc({ summary: 'Get a signal endpoint', errors: [400, 404], response: signalEndpointAnswer.json })
  async get(@Param('id') rawId: string): Promise<SignalEndpointResponse> {
    const id = idParam(rawId, 'id');
    const [endpoint] = await this.queries.execute(new GetSignalEndpointsQuery(id));
    if (!endpoint) throw new SignalEndpointNotFoundError(id);
    return endpoint;
  }

  @Access.permission('ADMIN')
  @Get(':id/tokens')
  @ApiDoc({
    summary: 'List the tokens of a signal endpoint (never their secrets)',
    errors: [400, 404],
    response: signalEndpointTokensAnswer.json,
  })
  async tokens(@Param('id') rawId: string): Promise<Infer<typeof signalEndpointTokensAnswer>> {
    const id = idParam(rawId, 'id');
    const [endpoint] = await this.queries.execute(new GetSignalEndpointsQuery(id));
    if (!endpoint) throw new SignalEndpointNotFoundError(id);
    return { tokens: endpoint.tokens };
  }
}
