import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** `secret` comes from the path (Unleash addresses tokens by secret); it is hashed at once and never logged. */
export class UpdateApiTokenCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly secret: string,
    readonly expiresAt: string | null,
  ) {
    super();
  }
}

export class DeleteApiTokenCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly secret: string,
    /** Set on the project route: the token must belong to exactly this project. */
    readonly project?: string,
  ) {
    super();
  }
}
