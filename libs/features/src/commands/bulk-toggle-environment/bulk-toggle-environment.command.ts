import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** `POST /projects/{p}/bulk_features/environments/{env}/on|off` `{features}`: every flag or none. */
export class BulkToggleEnvironmentCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly environment: string,
    readonly names: readonly string[],
    readonly enabled: boolean,
  ) {
    super();
  }
}
