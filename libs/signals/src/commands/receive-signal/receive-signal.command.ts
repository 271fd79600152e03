import { Command } from '@nestjs/cqrs';
import type { JsonValue } from '@pennant/events';

/** A call to a signal endpoint: its name, the presented secret (or null) and the JSON body. */
export class ReceiveSignalCommand extends Command<{ id: number }> {
  constructor(
    readonly endpointName: string,
    readonly secret: string | null,
    readonly payload: JsonValue,
  ) {
    super();
  }
}
