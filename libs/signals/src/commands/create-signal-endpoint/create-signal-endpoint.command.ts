import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

export class CreateSignalEndpointCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly description: string | null,
    readonly enabled: boolean,
  ) {
    super();
  }
}
