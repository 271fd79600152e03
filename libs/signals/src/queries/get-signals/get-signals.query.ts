import { Query } from '@nestjs/cqrs';
import type { SignalResponse } from './get-signals.response';

/** Signals, newest first; of one endpoint when `endpointId` is set. */
export class GetSignalsQuery extends Query<SignalResponse[]> {
  constructor(
    readonly endpointId: number | null,
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
