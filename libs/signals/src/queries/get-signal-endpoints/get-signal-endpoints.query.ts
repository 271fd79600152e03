import { Query } from '@nestjs/cqrs';
import type { SignalEndpointResponse } from './get-signal-endpoints.response';

/** Every signal endpoint (by id), or only the one with `id` (empty list when unknown). */
export class GetSignalEndpointsQuery extends Query<SignalEndpointResponse[]> {
  constructor(readonly id: number | null) {
    super();
  }
}
