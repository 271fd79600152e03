import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** Change when the API token named by its fingerprint (the list's handle for it) expires; null = never. */
export class ChangeApiTokenExpiryCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly fingerprint: string,
    readonly expiresAt: string | null,
  ) {
    super();
  }
}
