import { Command } from '@nestjs/cqrs';
import type { JsonValue } from '@pennant/events';

/** An authenticated call to a signal endpoint: the endpoint and token the pipeline verified, and the JSON body. */
export class ReceiveSignalCommand extends Command<{ id: number }> {
  constructor(
    readonly endpointId: number,
    readonly tokenId: number,
    readonly payload: JsonValue,
  ) {
    super();
  }
}
