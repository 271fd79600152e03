import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SignalEndpointNotFoundError } from '../../domain/signal-endpoint.errors';
import { idParam } from '../../http/params';
import { GetSignalEndpointsQuery } from './get-signal-endpoints.query';
import { Access } from '@pennant/platform';

@Controller('api/admin/signal-endpoints')
export class GetSignalEndpointsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.permission('ADMIN')
  @Get()
  async list() {
    return { signalEndpoints: await this.queries.execute(new GetSignalEndpointsQuery(null)) };
  }

  @Access.permission('ADMIN')
  @Get(':id')
  async get(@Param('id') rawId: string) {
    const id = idParam(rawId, 'id');
    const [endpoint] = await this.queries.execute(new GetSignalEndpointsQuery(id));
    if (!endpoint) throw new SignalEndpointNotFoundError(id);
    return endpoint;
  }

  @Access.permission('ADMIN')
  @Get(':id/tokens')
  async tokens(@Param('id') rawId: string) {
    const id = idParam(rawId, 'id');
    const [endpoint] = await this.queries.execute(new GetSignalEndpointsQuery(id));
    if (!endpoint) throw new SignalEndpointNotFoundError(id);
    return { tokens: endpoint.tokens };
  }
}
