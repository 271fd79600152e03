import { Controller, Get, Param, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SignalEndpointNotFoundError } from '../../domain/signal-endpoint.errors';
import { idParam, pageParams } from '../../http/params';
import { GetSignalEndpointsQuery } from '../get-signal-endpoints/get-signal-endpoints.query';
import { GetSignalsQuery } from './get-signals.query';
import { Access, ApiDoc, type Infer } from '@pennant/platform';
import { endpointSignalsAnswer, signalsAnswer } from './get-signals.response';

@Controller('api/admin')
export class GetSignalsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.permission('ADMIN')
  @Get('signal-endpoints/:id/signals')
  @ApiDoc({ summary: 'List the signals an endpoint received, newest first', errors: [400, 404], response: endpointSignalsAnswer.json })
  async ofEndpoint(@Param('id') rawId: string, @QueryParam() query: unknown): Promise<Infer<typeof endpointSignalsAnswer>> {
    const id = idParam(rawId, 'id');
    const { limit, offset } = pageParams(query);
    const [endpoint] = await this.queries.execute(new GetSignalEndpointsQuery(id));
    if (!endpoint) throw new SignalEndpointNotFoundError(id);
    return { signalEndpointSignals: await this.queries.execute(new GetSignalsQuery(id, limit, offset)) };
  }

  @Access.permission('ADMIN')
  @Get('signals')
  @ApiDoc({ summary: 'List received signals, newest first', errors: [400], response: signalsAnswer.json })
  async all(@QueryParam() query: unknown): Promise<Infer<typeof signalsAnswer>> {
    const { limit, offset } = pageParams(query);
    return { signals: await this.queries.execute(new GetSignalsQuery(null, limit, offset)) };
  }
}
