import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

export class ToggleEnvironmentCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly environment: string,
    readonly enabled: boolean,
  ) {
    super();
  }
}
