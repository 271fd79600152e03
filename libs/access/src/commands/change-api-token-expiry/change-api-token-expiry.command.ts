import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

/** Change when the API token named by its fingerprint (the list's handle for it) expires; null = never. */
export class ChangeApiTokenExpiryCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly fingerprint: string,
    readonly expiresAt: string | null,
  ) {
    super();
  }
}
