import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

export class ConfigureChangeRequestsCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly environment: string,
    readonly enabled: boolean,
    readonly requiredApprovals: number,
  ) {
    super();
  }
}
