import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** `POST /api/admin/ui-config` `{frontendSettings: {frontendApiOrigins}}`. */
export class UpdateFrontendSettingsCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly frontendApiOrigins: string[],
  ) {
    super();
  }
}
