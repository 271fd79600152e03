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

/** Result: the PAT including `secret` (`user:<56 hex>`), shown this once and never stored. */
export class CreatePatCommand extends Command<{ pat: PatResponse & { secret: string }; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
    readonly description: string,
    readonly expiresAt: string,
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
