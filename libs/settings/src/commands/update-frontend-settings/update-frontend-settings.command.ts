import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

/** `POST /api/admin/ui-config` `{frontendSettings: {frontendApiOrigins}}`. */
export class UpdateFrontendSettingsCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly frontendApiOrigins: string[],
  ) {
    super();
  }
}
