import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

export interface PatResponse {
  id: number;
  description: string;
  expiresAt: string;
  createdAt: string;
  seenAt: null;
  userId: number;
}

/**
 * Whose token it is (ADR 0056): a person's personal access token (the `user/tokens` and
 * `user-admin/{id}/tokens` routes; refused for a service account, bounded by PAT_MAX_LIFETIME_DAYS)
 * or a service account's token (its own admin route).
 */
export type PatHolder = 'person' | 'service-account';

/** Result: the PAT including `secret` (`user:<56 hex>`), shown this once and never stored. */
export class CreatePatCommand extends Command<{ pat: PatResponse & { secret: string }; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
    readonly description: string,
    readonly expiresAt: string,
    readonly holder: PatHolder,
  ) {
    super();
  }
}

export class DeletePatCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
    readonly id: number,
  ) {
    super();
  }
}
