import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

export class ConfigureChangeRequestsCommand extends Command<void> {
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
