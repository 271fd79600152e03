import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** Revoke an API token named by its fingerprint (the list's handle for it), not by its secret. */
export class RevokeApiTokenCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly fingerprint: string,
  ) {
    super();
  }
}
